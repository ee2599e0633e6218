import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { AreaOverrides } from './src/collections/AreaOverrides'
import { Faqs } from './src/collections/Faqs'
import { LegalPages } from './src/collections/LegalPages'
import { LocalJobs } from './src/collections/LocalJobs'
import { MeasuringAppointments } from './src/collections/MeasuringAppointments'
import { MeasuredWindows } from './src/collections/MeasuredWindows'
import { Media } from './src/collections/Media'
import { PrivacyRequests } from './src/collections/PrivacyRequests'
import { Products } from './src/collections/Products'
import { QuoteRequests } from './src/collections/QuoteRequests'
import { Quotes } from './src/collections/Quotes'
import { QuoteQuestions } from './src/collections/QuoteQuestions'
import { Reviews } from './src/collections/Reviews'
import { Services } from './src/collections/Services'
import { Testimonials } from './src/collections/Testimonials'
import { Users } from './src/collections/Users'
import { VisitPhotos } from './src/collections/VisitPhotos'
import { HomePage } from './src/globals/HomePage'
import { CollectionPages } from './src/globals/CollectionPages'
import { ContactPage } from './src/globals/ContactPage'
import { Availability } from './src/globals/Availability'
import { BankDetails } from './src/globals/BankDetails'
import { Promotion } from './src/globals/Promotion'
import { SiteSettings } from './src/globals/SiteSettings'
import { morningDigestTask } from './src/jobs/morningDigest'
import { retentionTask } from './src/jobs/retention'
import { quoteExpiryTask } from './src/jobs/quoteExpiry'
import { balanceReminderTask } from './src/jobs/balanceReminder'
import { quoteFollowUpTask } from './src/jobs/quoteFollowUp'
import { visitReminderTask } from './src/jobs/visitReminder'
import { restrictInternalRecords } from './src/access/internalRecords'
import { fittingReminderTask } from './src/jobs/fittingReminder'
import { reviewRequestTask } from './src/jobs/reviewRequest'
import { isStaff } from './src/access/isStaff'
import { isStaffUser } from './src/lib/platform/roles'
import { mapKnownErrors } from './src/lib/api/errors'
import { refuseUnanswerableQueries } from './src/lib/api/queryOperators'
import { mailLogFor } from './src/lib/platform/devMailLog'
import { env } from './src/lib/platform/env'
import { leadExportDrawer } from './src/lib/exports/exportDrawer'
import { leadCsvRows } from './src/lib/exports/leadCsv'
import { TOO_LARGE_FILE, UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from './src/lib/images/uploadLimits'
import { mediaStorage } from './src/lib/platform/mediaStorage'
import { unsentMailAdapter } from './src/lib/platform/unsentMail'
import { restrictExports } from './src/lib/exports/exportsCollection'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Queue, run or cancel jobs: owner and staff only. */
const signedIn = ({ req }: { req: { user?: unknown } }) => isStaffUser(req.user as Parameters<typeof isStaffUser>[0])

/** The collections staff may export as CSV (and the only ones the export endpoints accept). */
const EXPORTABLE = ['measuring-appointments', 'quote-requests'] as const

/**
 * The import-export plugin always registers an `imports` upload collection and its job, even with import turned off
 * for every collection: both are removed, so nothing can be uploaded for import.
 */
const withoutImports = (config: Config): Config => ({
  ...config,
  collections: config.collections?.filter((collection) => collection.slug !== 'imports'),
  jobs: config.jobs && {
    ...config.jobs,
    tasks: config.jobs.tasks?.filter((task) => task.slug !== 'createCollectionImport'),
  },
})

/** The lead lists' "Export" opens the drawer with a name for its title (see ExportLeadsMenuItem). */
const withLeadExportMenu = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const items = collection.admin?.components?.listMenuItems
    if (!items) return collection
    const listMenuItems = items.map((item) =>
      typeof item === 'object' && item && 'path' in item && item.path.endsWith('#ExportListMenuItem')
        ? { ...item, path: '/components/admin/ExportLeadsMenuItem#ExportLeadsMenuItem' }
        : item,
    )
    return {
      ...collection,
      admin: { ...collection.admin, components: { ...collection.admin?.components, listMenuItems } },
    }
  }),
})

const config = buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  // Payload's REST API lives under /api/cms so the public contract paths (/api/products,
  // /api/measuring-appointment) stay the seed's.
  routes: { admin: '/admin', api: '/api/cms' },
  // GraphQL is off: neither the site nor the admin uses it, and one nested query could cost seconds of server time.
  // /api/cms/graphql has no route of its own and answers 404 (docs/security.md).
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · VB Birmingham admin', robots: 'noindex, nofollow' },
    // Payload's own account icon: the admin fetches nothing from another host (its CSP would block a Gravatar).
    avatar: 'default',
    // Every date Payload prints itself (created, updated, versions, lists) in the UK style the date fields use.
    dateFormat: 'EEE d MMM yyyy HH:mm',
    components: {
      // The business's mark and name on the sign-in page (where /visits sends a fitter not signed in), not Payload's.
      graphics: { Logo: '/components/admin/AdminLogo#AdminLogo' },
      beforeDashboard: [
        '/components/admin/GoLivePanel#GoLivePanel',
        '/components/admin/LeadCounts#LeadCounts',
        '/components/admin/LeadDashboard#LeadDashboard',
      ],
      afterNavLinks: ['/components/admin/PrivacyNavLink#PrivacyNavLink'],
      // Signing out sends the windows a phone still holds first, then clears the pages the /visits worker kept.
      logout: { Button: '/components/admin/SignOutButton#SignOutButton' },
      // Find one person's records, give them their copy, erase them (owner); staff file the request.
      views: { privacy: { Component: '/components/admin/PrivacyView#PrivacyView', path: '/privacy' } },
    },
  },
  collections: [
    MeasuringAppointments,
    MeasuredWindows,
    QuoteRequests,
    Quotes,
    QuoteQuestions,
    Reviews,
    PrivacyRequests,
    Products,
    Testimonials,
    LocalJobs,
    Faqs,
    AreaOverrides,
    LegalPages,
    Services,
    Media,
    VisitPhotos,
    Users,
  ],
  globals: [SiteSettings, BankDetails, Promotion, HomePage, CollectionPages, ContactPage, Availability],
  jobs: {
    tasks: [
      morningDigestTask,
      visitReminderTask,
      fittingReminderTask,
      reviewRequestTask,
      retentionTask,
      quoteExpiryTask,
      balanceReminderTask,
      quoteFollowUpTask,
    ],
    // No runner inside the site's processes: the jobs worker (scripts/worker.ts, started by `npm start`) queues
    // scheduled tasks and runs due jobs, once for all servers.
    access: { queue: signedIn, run: signedIn, cancel: signedIn },
  },
  // Payload's multipart parser (REST uploads, the admin): a file past the limit is refused while it streams (413, with
  // the message the phone's route gives), and so is a request past the size nginx allows (src/lib/images).
  upload: {
    limits: { fileSize: UPLOAD_MAX_BYTES },
    requestSizeLimit: UPLOAD_REQUEST_MAX_BYTES,
    abortOnLimit: true,
    responseOnLimit: TOO_LARGE_FILE,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: env.DATABASE_URL,
      // Bounded: parallel page generation must not exhaust Postgres connections.
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      // A request waits at most this long for a connection, then fails (503), rather than hanging.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
    },
    // Schema push is for development only; tests and production run the committed migrations.
    push: process.env.NODE_ENV === 'development' && process.env.PAYLOAD_DB_PUSH !== 'false',
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: env.SMTP_HOST
    ? nodemailerAdapter({
        defaultFromAddress: env.MAIL_FROM ?? 'bookings@vb-birmingham.example',
        defaultFromName: 'VB Birmingham',
        // Don't block start-up on the mail server; a failed send is logged and never loses a lead.
        skipVerify: true,
        transportOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ?? 587,
          secure: env.SMTP_SECURE === 'true',
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
          // Local test servers use self-signed certificates.
          tls: { rejectUnauthorized: process.env.NODE_ENV === 'production' },
        },
      })
    : // Without SMTP: in development the whole message goes to the server log; in production the log says only that
      // a message was not sent (no personal data in production logs).
      process.env.NODE_ENV === 'production'
      ? unsentMailAdapter
      : mailLogFor(process.env.NODE_ENV),
  plugins: [
    // Uploads on the local disk, or in S3 when S3_BUCKET is set.
    mediaStorage(),
    // "Export" in the leads' list views: a CSV of the list as filtered, downloaded at once (no job queue). Cells a
    // spreadsheet would run as formulas are exported as text; only these collections can be exported.
    importExportPlugin({
      collections: EXPORTABLE.map((slug) => ({
        slug,
        import: false,
        export: {
          format: 'csv' as const,
          disableJobsQueue: true,
          disableSave: true,
          hooks: { before: leadCsvRows(slug) },
        },
      })),
      overrideExportCollection: ({ collection }) =>
        restrictExports(
          {
            ...leadExportDrawer(collection),
            admin: { ...collection.admin, group: 'Leads', hidden: true },
            access: { ...collection.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff },
          },
          EXPORTABLE,
        ),
    }),
    withoutImports,
    withLeadExportMenu,
  ],
  // Known errors (a value a query cannot use, an unreachable database) are answered 400/503 instead of 500.
  hooks: { afterError: [mapKnownErrors] },
  // A blocked sign-in is logged once per block (hooks/loginLimits.ts), not with a stack trace per attempt.
  // A filter a field cannot answer is the caller's mistake (src/lib/api/queryOperators.ts): a 400, not logged. A
  // change to a closed visit's measured windows (src/lib/visits/closedWindows.ts) is a 409 noted on one line.
  loggingLevels: {
    TooManyLoginAttempts: 'info',
    UnanswerableQuery: false,
    WindowRefusal: 'info',
  } as Config['loggingLevels'],
  onInit: (payload) => {
    // A connection the database drops while idle (restart, outage) is logged; requests meanwhile answer 503.
    payload.db.pool?.on('error', (error: Error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})

// Payload's own collections and globals get their access after sanitizing (src/access/internalRecords.ts), and every
// collection refuses a filter its field cannot answer (src/lib/api/queryOperators.ts).
export default restrictInternalRecords(config).then(refuseUnanswerableQueries)
