import { z } from '@/lib/validation/zod'

import { singleLineText } from './common'

/**
 * The business's bank details (Settings → Bank details), one rule for the admin's fields and the server's check.
 * A UK sort code is six digits, written 12-34-56; an account number eight digits. Typed with spaces or dashes, they
 * are stored in that one form, so what the customer reads on their confirmation is always written the same way.
 */
export const SORT_CODE_MESSAGE = 'A sort code is six digits, e.g. 12-34-56.'
export const ACCOUNT_NUMBER_MESSAGE = 'An account number is eight digits, e.g. 12345678.'
export const ACCOUNT_NAME_MESSAGE = 'Give the name on the account (as the bank shows it to payers).'
export const ALL_OR_NONE_MESSAGE = 'Fill in all three (account name, sort code and account number), or none of them.'

const digitsOf = (value: string) => value.replace(/[\s-]/g, '')

export const sortCodeSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{6}$/.test(digitsOf(v)), SORT_CODE_MESSAGE)
  .transform((v) => digitsOf(v).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'))

export const accountNumberSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{8}$/.test(digitsOf(v)), ACCOUNT_NUMBER_MESSAGE)
  .transform(digitsOf)

export const accountNameSchema = singleLineText(70).min(2, ACCOUNT_NAME_MESSAGE)

export const bankDetailsSchema = z.object({
  accountName: accountNameSchema,
  sortCode: sortCodeSchema,
  accountNumber: accountNumberSchema,
})

export type BankDetails = z.output<typeof bankDetailsSchema>

type Loose = { accountName?: string | null; sortCode?: string | null; accountNumber?: string | null } | null | undefined

/** True when no field is filled in (the business has not given its details yet). */
export const bankDetailsEmpty = (d: Loose) =>
  !d?.accountName?.trim() && !d?.sortCode?.trim() && !d?.accountNumber?.trim()

/** The details in their stored form, or null when none (or not all) are given. */
export function bankDetailsOf(d: Loose): BankDetails | null {
  const parsed = bankDetailsSchema.safeParse({
    accountName: d?.accountName ?? '',
    sortCode: d?.sortCode ?? '',
    accountNumber: d?.accountNumber ?? '',
  })
  return parsed.success ? parsed.data : null
}

/** What a change record may show of an account number: its last four digits. */
export const lastFour = (accountNumber: string | null | undefined) =>
  accountNumber ? `…${digitsOf(accountNumber).slice(-4)}` : '(none)'

/** A field's check for Payload: the message, or true. Empty is fine only while all three are empty. */
export function checkBankField(field: keyof BankDetails, value: unknown, siblings: Loose): true | string {
  const text = typeof value === 'string' ? value : ''
  if (!text.trim()) return bankDetailsEmpty(siblings) ? true : ALL_OR_NONE_MESSAGE
  const schema = { accountName: accountNameSchema, sortCode: sortCodeSchema, accountNumber: accountNumberSchema }[field]
  const parsed = schema.safeParse(text)
  return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Check this value.')
}
