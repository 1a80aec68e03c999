// What the test scripts need beyond Node and node_modules: a Chromium-based browser (the journeys,
// the nginx check's logins), nginx (the production-serving check), openssl (that check's HTTPS
// certificate), and for the journeys in the other engines Firefox ESR, WebKitGTK's WebDriver and
// Xvfb (the display WebKit's browser needs). Looked for before anything starts, so a missing one is named at once with the
// command that installs it, not found minutes into a run.
import { findChromium, systemLookup, type LookupEnv } from './browser';
import { findNginx, onPath } from './nginx';
import { firefoxPath, webkitDriverPath } from './engines/installed';

export type Tool = 'chromium' | 'nginx' | 'openssl' | 'firefox' | 'webkit' | 'xvfb';

const INSTALL_OPENSSL = [
  'openssl not found (it makes the throwaway certificate of the nginx check’s HTTPS and HTTP/2). Install it:',
  '  sudo apt-get install openssl         Debian/Ubuntu',
  '  brew install openssl                 macOS',
].join('\n');

/** A Debian package the other engines' journeys need: where it was looked for, how to install it. */
const debianPackage = (what: string, looked: string, pkg: string, variable?: string) =>
  [
    `${what} not found at ${looked}. Install it:`,
    `  sudo apt-get install ${pkg}`.padEnd(39) + 'Debian/Ubuntu',
    ...(variable ? [`  export ${variable}=/path/to/it`.padEnd(39) + 'one you already have'] : []),
  ].join('\n');

/** For each tool in `tools` that cannot be found, the message naming it and how to install it. Pure. */
export function missingTools(lookup: LookupEnv, tools: Tool[]): string[] {
  const problems: Record<Tool, () => string | undefined> = {
    chromium: () => {
      const found = findChromium(lookup, { headlessShell: true });
      return found instanceof Error ? found.message : undefined;
    },
    nginx: () => {
      const found = findNginx(lookup);
      return found instanceof Error ? found.message : undefined;
    },
    openssl: () => (onPath(lookup, 'openssl') ? undefined : INSTALL_OPENSSL),
    firefox: () => {
      const file = firefoxPath(lookup.env);
      return lookup.exists(file)
        ? undefined
        : debianPackage('Firefox ESR', file, 'firefox-esr', 'FIREFOX_PATH');
    },
    webkit: () => {
      const file = webkitDriverPath(lookup.env);
      return lookup.exists(file)
        ? undefined
        : debianPackage('WebKitGTK’s WebDriver', file, 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH');
    },
    xvfb: () => (onPath(lookup, 'xvfb-run') ? undefined : debianPackage('xvfb-run', 'PATH', 'xvfb')),
  };
  return tools.map((tool) => problems[tool]()).filter((m): m is string => m !== undefined);
}

/** Exits with every missing tool's message when `what` (e.g. `npm test`) cannot run. */
export function exitUnlessInstalled(what: string, tools: Tool[], lookup: LookupEnv = systemLookup()): void {
  const missing = missingTools(lookup, tools);
  if (missing.length === 0) return;
  console.error(`${what} needs tools this machine does not have:\n\n${missing.join('\n\n')}`);
  process.exit(1);
}
