/**
 * How the end-to-end tests launch Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH).
 *
 * Every Playwright pass is bound by the CPU, most of it Chromium's (docs/testing.md), so the browser does no work a
 * test does not read:
 * - No spare renderer: after each navigation Chromium starts one more renderer process ahead of need, for the next
 *   tab; a test opens a new context (a new profile) for nearly every page, so the spare is rarely the one used.
 * - The GPU process's work (software compositing here, as there is no GPU) runs in the browser process, one process
 *   fewer per browser.
 * Side by side on one host (a11y.spec at both widths), Chromium's own CPU time fell from 205 to 184 core-seconds.
 * - No address-bar popups: Chromium 156 makes two browser-UI web pages for every new window, the omnibox's suggestion
 *   popups (`chrome://omnibox-popup.top-chrome/`, plain and "AI mode"), each a renderer loading a web app nobody
 *   sees; every Playwright context is a new window. They were half of Chromium's CPU time: ten empty contexts cost
 *   14 core-seconds with them and 8 without, and layout.spec at the phone 152 and 98 (side by side, one host).
 *   tests/e2e/browser.spec.ts checks a new context opens no such page.
 *
 * Chromium honours only the last `--disable-features` it is given, and Playwright passes its own list first: the
 * list below repeats Playwright's (tests/unit/chromium-flags.test.ts checks it still does) and adds ours.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The browser-UI pages Chromium makes for every window (see above): the address bar's suggestion popups. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

const OUR_DISABLED_FEATURES = ['SpareRendererForSitePerProcess', ...OMNIBOX_POPUP_FEATURES]

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
  ],
}
