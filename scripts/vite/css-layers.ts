// A Vite plugin: the app's stylesheets in cascade layers by how general they are, so that which
// rule wins never depends on the order the files arrive in. React Router links a screen's CSS in the
// page, and when a module loaded later (a screen's route module, the worker's registration) imports a
// chunk whose CSS is already linked, Vite links that CSS again at the end of <head>: the kit's rules
// then came after a screen's rules of the same weight and beat them (the dashboard's frame moved as
// its greeting's placeholder lost its padding). Layers keep the order whatever the links' order:
// `global` (the page's base) under `kit` (components/light) under `components` (the other shared
// parts and the layout); a feature's stylesheet is in no layer and beats them all.
import type { Plugin } from 'vite';

export const LAYERS = ['global', 'kit', 'components'] as const;
type Layer = (typeof LAYERS)[number];

const APP = '/web/src/';

/** The layer of the stylesheet at `id`, or null for a feature's (and anything outside the app). */
export function layerOf(id: string): Layer | null {
  if (!id.endsWith('.css') || !id.includes(APP)) return null;
  const file = id.slice(id.indexOf(APP) + APP.length);
  if (file.startsWith('app/')) return 'global';
  if (file.startsWith('components/light/')) return 'kit';
  if (file.startsWith('components/') || file.startsWith('layout/')) return 'components';
  return null;
}

/** `css` inside its layer, after the layers' order (the first stylesheet read sets it, any may be first). */
export function inLayer(css: string, layer: Layer) {
  return `@layer ${LAYERS.join(', ')};\n@layer ${layer} {\n${css}\n}\n`;
}

export function cssLayers(): Plugin {
  return {
    name: 'portal-socios-css-layers',
    enforce: 'pre',
    transform(code, id) {
      const layer = layerOf(id);
      return layer ? { code: inLayer(code, layer), map: null } : null;
    },
  };
}
