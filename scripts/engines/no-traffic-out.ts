// The browsers may reach only the fake API on this machine (127.0.0.0/8). Anything else a browser
// tries on its own (updates, telemetry, safe browsing, a captive-portal probe) is sent to a proxy
// address where nothing listens, so it fails here instead of leaving the machine.
export const DEAD_PROXY = { host: '127.0.0.1', port: 9 };
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
/** The pinned zone of every journey (Playwright's `timezoneId` in web/e2e/playwright.config.ts). */
export const TIME_ZONE = 'America/Santiago';
