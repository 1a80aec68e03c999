// Component tests fail on a console.error (web/src/test/setup.ts): React's warnings are bugs.
const original = console.error;
let seen: string[] = [];

const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');

export const consoleErrors = {
  start() {
    seen = [];
    console.error = (...args: unknown[]) => {
      seen.push(text(args));
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
