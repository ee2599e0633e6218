import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the three migrations before it were written side by side (the offer on a lead's estimate, the
 * visits' "on my way" messages, the quotes' follow-ups and declines), each against the schema it started from. This
 * one only records the whole schema as it now is (its .json snapshot), so the next `migrate:create` compares against
 * everything they added together.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
