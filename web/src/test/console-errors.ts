// Component tests fail on an unexpected console.error (web/src/test/setup.ts). A test that provokes
// one on purpose (an error boundary catching a thrown screen logs it) says so with `expectConsoleError`.
const original = console.error;
let seen: string[] = [];
let allowed: RegExp[] = [];

const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');

export const consoleErrors = {
  start() {
    seen = [];
    allowed = [];
    console.error = (...args: unknown[]) => {
      const line = text(args);
      if (!allowed.some((pattern) => pattern.test(line))) seen.push(line);
    };
  },
  stop() {
    console.error = original;
    const unexpected = seen;
    seen = [];
    if (unexpected.length)
      throw new Error(`Unexpected console.error:\n${unexpected.join('\n---\n').slice(0, 2000)}`);
  },
};

/** Lets the current test log errors that match `pattern` (and only those). */
export function expectConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}
