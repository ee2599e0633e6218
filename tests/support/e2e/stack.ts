/**
 * The server a Playwright worker tests. `npm test` starts one production server per worker, each on its own database
 * with its own build folder, mail drop and SMS drop (a "stack"), and passes them as E2E_STACKS (JSON): worker `i`
 * (TEST_PARALLEL_INDEX, which Playwright sets in each worker and never gives two live workers at once) tests stack
 * `i`. So two tests that change shared state (settings, content, sign-in counters) can run at the same time without
 * meeting. Without E2E_STACKS every worker tests BASE_URL, with E2E_MAIL_DIR and E2E_SMS_DIR.
 */
export type E2eStack = { url: string; mailDir: string | null; smsDir: string | null }

export function e2eStack(): E2eStack {
  const stacks: E2eStack[] = process.env.E2E_STACKS ? JSON.parse(process.env.E2E_STACKS) : []
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
  return (
    stacks[index % Math.max(stacks.length, 1)] ?? {
      url: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
      mailDir: process.env.E2E_MAIL_DIR || null,
      smsDir: process.env.E2E_SMS_DIR || null,
    }
  )
}

/** How many stacks `npm test` started (1 without E2E_STACKS): the most tests that change shared state at once. */
export const e2eStackCount = () => Math.max(1, process.env.E2E_STACKS ? JSON.parse(process.env.E2E_STACKS).length : 1)
