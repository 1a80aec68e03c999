import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach } from 'vitest';
import { hydrationCommitted, hydrationStarts } from '../components/light/use-hydrated';

/**
 * Markup as the build pre-renders it, then hydrated as the app does, for the tests of the current
 * file or `describe`. After each test the roots are unmounted and the page emptied. React's act
 * environment is on during a test only (Testing Library's render says so itself, hydrateRoot is
 * React's own): the files of a worker share it (isolate off), and left on, it made the next file's
 * unwrapped updates warn (a field focused outside act failed a later test, in one order of files).
 */
export function prerenderedRoots() {
  const roots: Root[] = [];
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironmentBefore: boolean | undefined;
  beforeEach(() => {
    actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    hydrationCommitted();
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
  });
  return {
    /** `element`'s markup as the build writes it, in the page: live before the app's code has run. */
    prerender(element: ReactElement): HTMLElement {
      hydrationStarts(); // as the build's pre-render and the app's hydration see it
      const root = document.createElement('div');
      root.innerHTML = renderToString(element);
      document.body.append(root);
      return root;
    },
    /** Hydrates the pre-rendered `root` with `element`, as the app does. */
    hydrate: async (root: HTMLElement, element: ReactElement) => {
      await act(async () => void roots.push(hydrateRoot(root, element)));
      hydrationCommitted(); // root.tsx's, once the hydration has committed
    },
  };
}
