/**
 * Structural validation of JSON-LD against the schema.org vocabulary.
 *
 * The vocabulary is not a hand-written list: it is read from the declarations of the `schema-dts` package (the same
 * package the builders in src/lib/seo/jsonld.tsx are typed with), which Google's schema-dts-gen generates from
 * schema.org's own published vocabulary. Its `<Name>Base` interfaces carry each type's properties and their ranges,
 * `<Name>Leaf` carries the `@type`, and each `export type <Name> = <Name>Leaf | Sub1 | Sub2` names the direct
 * subtypes, so the type hierarchy, inherited properties, ranges and enumeration members all come from there.
 * No network access: the file is read from node_modules.
 *
 * For every node: `@type` is a known schema.org type; every property is one schema.org defines for that type or a
 * supertype; every value fits the property's range. Leniencies, as schema.org and the search engines allow:
 * any string for Text; an absolute URL for URL, and for a property whose range is a type (a reference by IRI, as in
 * ListItem.item); numbers or numeric strings for Number/Integer/Float; ISO 8601 strings for Date, DateTime and Time;
 * enumeration members as schema.org URLs (`https://schema.org/InStock`) or `{"@id": …}`; `{"@id": …}` references
 * wherever a type is expected.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import ts from 'typescript'

export interface Vocabulary {
  /** schema.org type name → name of the interface holding its properties (its own `…Base` or its nearest supertype's) */
  types: Map<string, string | null>
  /** `…Base` interface → the `…Base` interfaces it extends and its own properties with their ranges */
  bases: Map<string, { extends: string[]; props: Map<string, string[]> }>
  /** type or data type → its direct supertypes */
  parents: Map<string, Set<string>>
  /** enumeration → its members' names (`InStock`, `Monday`, …) */
  members: Map<string, Set<string>>
  /** names declared as plain strings (Date, DateTime, Time, URL, Distance, …) */
  stringTypes: Set<string>
  /** every property name, with the types that declare it (for error messages) */
  domains: Map<string, string[]>
}

let cached: Vocabulary | null = null

/** The schema.org vocabulary as declared by schema-dts (parsed once per process, ~0.3 s). */
export function vocabulary(): Vocabulary {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const file = require.resolve('schema-dts/dist/schema.d.ts')
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)

  const vocab: Vocabulary = {
    types: new Map(),
    bases: new Map(),
    parents: new Map(),
    members: new Map(),
    stringTypes: new Set(),
    domains: new Map(),
  }
  const refName = (node: ts.TypeNode): string | null =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) ? node.typeName.text : null
  const unionOf = (node: ts.TypeNode): readonly ts.TypeNode[] => (ts.isUnionTypeNode(node) ? node.types : [node])
  const literalType = (members: ts.NodeArray<ts.TypeElement> | undefined): string | null => {
    for (const m of members ?? []) {
      if (ts.isPropertySignature(m) && m.name.getText(sf) === '"@type"' && m.type && ts.isLiteralTypeNode(m.type)) {
        if (ts.isStringLiteral(m.type.literal)) return m.type.literal.text
      }
    }
    return null
  }
  // Leaf name → type name (from `"@type": "Name"`), to read the unions below.
  const leafOf = new Map<string, string>()

  for (const st of sf.statements) {
    if (ts.isInterfaceDeclaration(st)) {
      const name = st.name.text
      const heritage = (st.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(sf)))
      if (name.endsWith('Base')) {
        const props = new Map<string, string[]>()
        for (const m of st.members) {
          if (!ts.isPropertySignature(m) || !m.type || !ts.isTypeReferenceNode(m.type)) continue
          const prop = ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(sf)
          // "prop"?: SchemaValue<A | B | IdReference, "prop">
          const range = m.type.typeArguments?.[0]
          if (refName(m.type) !== 'SchemaValue' || !range) continue
          props.set(
            prop,
            unionOf(range)
              .map(refName)
              .filter((n): n is string => !!n && n !== 'IdReference'),
          )
          const typeName = name.slice(0, -'Base'.length)
          vocab.domains.set(prop, [...(vocab.domains.get(prop) ?? []), typeName])
        }
        vocab.bases.set(name, { extends: heritage, props })
      } else if (name.endsWith('Leaf')) {
        const type = literalType(st.members)
        if (type) {
          leafOf.set(name, type)
          vocab.types.set(type, heritage[0] ?? null)
        }
      }
    } else if (ts.isTypeAliasDeclaration(st)) {
      const name = st.name.text
      if (name.endsWith('Leaf') && ts.isIntersectionTypeNode(st.type)) {
        // Roles: type RoleLeaf<…> = Omit<RoleBase, TProperty> & { "@type": "Role" } & …
        let base: string | null = null
        let type: string | null = null
        for (const part of st.type.types) {
          if (ts.isTypeReferenceNode(part) && refName(part) === 'Omit' && part.typeArguments?.[0])
            base = refName(part.typeArguments[0])
          if (ts.isTypeLiteralNode(part)) type = literalType(part.members) ?? type
        }
        if (type) {
          leafOf.set(name, type)
          vocab.types.set(type, base)
        }
      }
    }
  }

  for (const st of sf.statements) {
    if (!ts.isTypeAliasDeclaration(st) || st.name.text.endsWith('Leaf')) continue
    const name = st.name.text
    if (st.type.kind === ts.SyntaxKind.StringKeyword) vocab.stringTypes.add(name)
    for (const part of unionOf(st.type)) {
      const ref = refName(part)
      if (ref && !leafOf.has(ref)) {
        // `export type Parent = ParentLeaf | Child | …`: Child is a direct subtype of Parent
        const set = vocab.parents.get(ref) ?? new Set<string>()
        set.add(name)
        vocab.parents.set(ref, set)
      } else if (ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal)) {
        const m = /^https:\/\/schema\.org\/(.+)$/.exec(part.literal.text)
        if (m) {
          const set = vocab.members.get(name) ?? new Set<string>()
          set.add(m[1])
          vocab.members.set(name, set)
        }
      }
    }
  }
  cached = vocab
  return vocab
}

/** True when `type` is `ancestor` or one of its subtypes. */
export function isSubtypeOf(type: string, ancestor: string, vocab = vocabulary()): boolean {
  if (type === ancestor) return true
  const seen = new Set<string>()
  const stack = [type]
  while (stack.length) {
    const t = stack.pop()!
    for (const p of vocab.parents.get(t) ?? []) {
      if (p === ancestor) return true
      if (!seen.has(p)) {
        seen.add(p)
        stack.push(p)
      }
    }
  }
  return false
}

/** Every property schema.org defines for `type` (its own and its supertypes'), with its range. */
export function propertiesOf(type: string, vocab = vocabulary()): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const seen = new Set<string>()
  const visit = (base: string | null | undefined) => {
    if (!base || seen.has(base)) return
    seen.add(base)
    const b = vocab.bases.get(base)
    if (!b) return
    for (const [prop, range] of b.props) if (!out.has(prop)) out.set(prop, range)
    b.extends.forEach(visit)
  }
  visit(vocab.types.get(type))
  return out
}

/** Members of an enumeration and of its sub-enumerations. */
function enumerationMembers(name: string, vocab: Vocabulary): Set<string> {
  const out = new Set<string>()
  for (const [enumName, members] of vocab.members) {
    if (isSubtypeOf(enumName, name, vocab)) members.forEach((m) => out.add(m))
  }
  return out
}

const DATA_TYPES = new Set([
  'Text',
  'URL',
  'Number',
  'Integer',
  'Float',
  'Boolean',
  'Date',
  'DateTime',
  'Time',
  'CssSelectorType',
  'XPathType',
])
const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/
const ISO_TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
const NUMERIC = /^-?\d+(\.\d+)?$/
const SCHEMA_ORG_IRI = /^https?:\/\/schema\.org\/([A-Za-z0-9_]+)$/

const isAbsoluteUrl = (s: string) => {
  try {
    const u = new URL(s)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}

const typesOf = (node: Record<string, unknown>): string[] =>
  Array.isArray(node['@type'])
    ? (node['@type'] as unknown[]).map(String)
    : node['@type'] === undefined
      ? []
      : [String(node['@type'])]

/**
 * Validates one JSON-LD document (a script's parsed content: a node, an array of nodes or a `@graph`) and returns
 * the problems found, each prefixed with its path (`$.makesOffer[0].priceSpecification.minPrice`). Empty = valid.
 */
export function validateJsonLd(doc: unknown, vocab = vocabulary()): string[] {
  const errors: string[] = []

  const checkNode = (node: Record<string, unknown>, path: string, top: boolean) => {
    const types = typesOf(node)
    if (types.length === 0) {
      errors.push(`${path}: node without @type`)
      return
    }
    const known = types.filter((t) => {
      if (vocab.types.has(t)) return true
      errors.push(`${path}: "${t}" is not a schema.org type`)
      return false
    })
    const props = new Map<string, string[]>()
    for (const t of known) for (const [p, r] of propertiesOf(t, vocab)) if (!props.has(p)) props.set(p, r)

    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`
      if (key === '@type') continue
      if (key === '@context') {
        if (!top) errors.push(`${at}: @context belongs on the top-level node only`)
        else if (!/^https?:\/\/schema\.org\/?$/.test(String(value)))
          errors.push(`${at}: expected "https://schema.org", got ${JSON.stringify(value)}`)
        continue
      }
      if (key === '@id') {
        if (typeof value !== 'string' || !isAbsoluteUrl(value))
          errors.push(`${at}: @id must be an absolute URL, got ${JSON.stringify(value)}`)
        continue
      }
      if (key.startsWith('@')) {
        errors.push(`${at}: unsupported JSON-LD keyword`)
        continue
      }
      if (known.length < types.length) continue // unknown type: its properties cannot be judged
      const range = props.get(key)
      if (!range) {
        const definedOn = vocab.domains.get(key)
        errors.push(
          `${at}: "${key}" is not a property of ${known.join(', ')}` +
            (definedOn
              ? ` (schema.org defines it on ${definedOn.slice(0, 6).join(', ')}${definedOn.length > 6 ? ', …' : ''})`
              : ' (not a schema.org property)'),
        )
        continue
      }
      checkValue(value, range, at, key)
    }
  }

  const checkValue = (value: unknown, range: string[], path: string, prop: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        if (Array.isArray(v)) errors.push(`${path}[${i}]: nested arrays are not values`)
        else checkValue(v, range, `${path}[${i}]`, prop)
      })
      return
    }
    const expected = `${prop} expects ${range.join(' | ')}`
    // Data types by name: a URL range does not take any Text, an Integer range no fractions.
    const has = (...names: string[]) => range.some((r) => names.includes(r))
    const classes = range.filter((r) => vocab.types.has(r) && !DATA_TYPES.has(r))
    const enums = classes.filter((c) => isSubtypeOf(c, 'Enumeration', vocab))
    const things = classes.filter((c) => !enums.includes(c))

    if (value === null || value === undefined) {
      errors.push(`${path}: ${String(value)} (${expected})`)
    } else if (typeof value === 'number') {
      const ok = Number.isFinite(value) && (has('Number', 'Float') || (has('Integer') && Number.isInteger(value)))
      if (!ok) errors.push(`${path}: the number ${value} does not fit (${expected})`)
    } else if (typeof value === 'boolean') {
      if (!has('Boolean')) errors.push(`${path}: a boolean does not fit (${expected})`)
    } else if (typeof value === 'string') {
      const enumMember = SCHEMA_ORG_IRI.exec(value)?.[1]
      const fits =
        has('Text', 'CssSelectorType', 'XPathType') ||
        range.some((r) => vocab.stringTypes.has(r) && !['URL', 'Date', 'DateTime', 'Time'].includes(r)) ||
        (has('URL') && isAbsoluteUrl(value)) ||
        (has('Date') && ISO_DATE.test(value)) ||
        (has('DateTime') && ISO_DATE_TIME.test(value)) ||
        (has('Time') && ISO_TIME.test(value)) ||
        (has('Number', 'Float') && NUMERIC.test(value)) ||
        (has('Integer') && /^-?\d+$/.test(value)) ||
        (has('Boolean') && /^(https?:\/\/schema\.org\/)?(True|False)$/.test(value)) ||
        (enumMember !== undefined && enums.some((c) => enumerationMembers(c, vocab).has(enumMember))) ||
        // a reference by IRI where a type is expected (ListItem.item, …); not a schema.org term posing as one
        (things.length > 0 && isAbsoluteUrl(value) && enumMember === undefined)
      if (!fits)
        errors.push(
          `${path}: ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)} does not fit (${expected})`,
        )
    } else if (typeof value === 'object') {
      const node = value as Record<string, unknown>
      const keys = Object.keys(node)
      if (keys.length === 1 && keys[0] === '@id') {
        const id = node['@id']
        const member = typeof id === 'string' ? SCHEMA_ORG_IRI.exec(id)?.[1] : undefined
        const isMember = member !== undefined && enums.some((e) => enumerationMembers(e, vocab).has(member))
        if (typeof id !== 'string' || !isAbsoluteUrl(id)) errors.push(`${path}.@id: must be an absolute URL`)
        else if (classes.length === 0) errors.push(`${path}: a reference does not fit (${expected})`)
        else if (things.length === 0 && !isMember) errors.push(`${path}: ${id} is not a member of ${enums.join(' | ')}`)
        return
      }
      if (node['@type'] === undefined) {
        errors.push(`${path}: node without @type (${expected})`)
        return
      }
      const types = typesOf(node)
      const fitsRange = types.some(
        (t) => classes.some((c) => isSubtypeOf(t, c, vocab)) || isSubtypeOf(t, 'Role', vocab),
      )
      if (types.every((t) => vocab.types.has(t)) && !fitsRange) {
        errors.push(`${path}: a ${types.join(', ')} does not fit (${expected})`)
      }
      checkNode(node, path, false)
    } else {
      errors.push(`${path}: unexpected ${typeof value}`)
    }
  }

  const checkTop = (v: unknown, path: string) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) {
      errors.push(`${path}: expected a JSON-LD node`)
      return
    }
    const node = v as Record<string, unknown>
    if (!/^https?:\/\/schema\.org\/?$/.test(String(node['@context'])))
      errors.push(`${path}: missing "@context": "https://schema.org"`)
    if (Array.isArray(node['@graph'])) {
      const { '@context': _context, '@graph': graph, ...rest } = node
      if (Object.keys(rest).length) errors.push(`${path}: a @graph document has only @context and @graph`)
      ;(graph as unknown[]).forEach((g, i) => {
        if (g && typeof g === 'object' && !Array.isArray(g))
          checkNode(g as Record<string, unknown>, `${path}.@graph[${i}]`, false)
        else errors.push(`${path}.@graph[${i}]: expected a node`)
      })
      return
    }
    checkNode(node, path, true)
  }

  if (Array.isArray(doc)) doc.forEach((d, i) => checkTop(d, `$[${i}]`))
  else checkTop(doc, '$')
  return errors
}

/** Every object node in a JSON-LD document, nested ones included (for looking up types and values). */
export function jsonLdNodes(doc: unknown): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') {
      nodes.push(v as Record<string, unknown>)
      Object.values(v).forEach(walk)
    }
  }
  walk(doc)
  return nodes
}

/** Nodes whose @type is `type` (exactly, or a subtype when `subtypes` is set). */
export function nodesOfType(doc: unknown, type: string, subtypes = false): Record<string, unknown>[] {
  return jsonLdNodes(doc).filter((n) => typesOf(n).some((t) => (subtypes ? isSubtypeOf(t, type) : t === type)))
}
