import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

/** Every field optional, at every depth. */
export type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

/** A test's data for a document of one collection: any of its fields, at any depth. */
export type TestData<S extends CollectionSlug> = DeepPartial<RequiredDataFromCollectionSlug<S>>

/**
 * A test's data for a new document of `collection`, as Payload's local API takes it. The fields' names and types are
 * checked against the collection's generated type (src/payload-types.ts); any may be left out, for the collection's
 * defaults and hooks to fill or its validation to refuse, which is often what the test checks. The one place tests
 * hand Payload data it has not checked as complete.
 */
export function testData<S extends CollectionSlug>(
  _collection: S,
  data: TestData<S>,
): RequiredDataFromCollectionSlug<S> {
  return data as RequiredDataFromCollectionSlug<S>
}
