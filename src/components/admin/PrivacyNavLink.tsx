import Link from 'next/link'

/** The admin menu's way to /admin/privacy (find a person, their copy, erasure). */
export function PrivacyNavLink() {
  return (
    <Link href="/admin/privacy" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      Personal data requests
    </Link>
  )
}
