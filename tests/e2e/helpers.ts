import { expect, type Page } from '@playwright/test'

export const OWNER = { username: 'owner', password: process.env.SEED_OWNER_PASSWORD ?? 'test-owner-password-1' }
export const STAFF = { username: 'staff', password: process.env.SEED_STAFF_PASSWORD ?? 'test-staff-password-1' }

/** Sign in to Payload's admin through its real login form. */
export async function adminLogin(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/username/i).fill(who.username)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}
