// A Vite plugin: `import 'virtual:design-tokens.css'` (web/src/root.tsx) is the stylesheet of antd's
// design tokens for the club's theme (scripts/design-tokens.ts). A build writes the tokens web/src
// reads; dev serves them all (the theme is part of Vite's config: a change restarts the server).
import type { Plugin } from 'vite';
import { tokenStylesheet, usedTokens } from '../design-tokens.ts';

const ID = 'virtual:design-tokens.css';
const RESOLVED = `\0${ID}`;

export function designTokens(): Plugin {
  let build = true;
  return {
    name: 'portal-socios-design-tokens',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? tokenStylesheet(undefined, build ? usedTokens() : undefined) : null),
  };
}
