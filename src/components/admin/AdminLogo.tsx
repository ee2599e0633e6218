import type { Payload } from 'payload'

import { readSiteSettings } from '@/lib/platform/readSettings'

import { LogoMark } from '@/components/layout/Logo'

/**
 * The business's own mark and name where Payload shows its logo: the sign-in page, which is also where `/visits` sends
 * a fitter who is not signed in. (Inline styles: the admin does not load the site's stylesheet.)
 */
export async function AdminLogo({ payload }: { payload: Payload }) {
  const settings = await readSiteSettings(payload)
  return (
    <span data-testid="admin-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <span style={{ display: 'inline-block', width: 48, height: 48 }}>
        <LogoMark />
      </span>
      <span style={{ fontSize: 24, fontWeight: 600 }}>{settings.businessName}</span>
    </span>
  )
}
