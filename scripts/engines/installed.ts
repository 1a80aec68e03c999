// Where the other engines are: Debian's packages by default, or what FIREFOX_PATH and
// WEBKIT_DRIVER_PATH name (read by the runners and by the prerequisites check alike).
type Env = Record<string, string | undefined>;

export const firefoxPath = (env: Env) => env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = (env: Env) => env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
