// A Vite plugin: the hints the build adds to index.html's head, which only the build's chunk graph
// knows, given to Vite as tags (Vite writes them into the page it emits). Every page the build writes
// starts from that index.html (scripts/build-web.ts), so all carry them.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { bootChunks, chunkOf, chunksOf, staticClosure, type ChunkInfo } from '../perf/chunk-graph-plugin.ts';
import { modulesOf, startModulesOf } from '../perf/route-bundle.ts';
import { SCREENS, type PrefetchFrom } from '../../web/src/app/screens.ts';
import { prefetchMeta } from '../../web/src/app/prefetch-next.ts';

/**
 * The entry runs its modules in steps through dynamic imports (web/src/main.tsx), so Vite names
 * none of them in the HTML: without these hints each step's files would be requested only when the
 * step before had run, one round trip after another on a phone's network.
 */
function entrySteps(chunks: ChunkInfo[]): HtmlTagDescriptor[] {
  const boot = bootChunks(chunks);
  return [...boot.all]
    .filter((f) => !boot.entry.has(f))
    .map((f) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
      injectTo: 'head',
    }));
}

/**
 * Where each prefetch starts (the screen that `prefetches`: its chunks are already in the browser
 * when the prefetch runs) and what it fetches: the screens `prefetchedFrom` there. From the dashboard,
 * the likely next screen ('Pagar') with the blocked-member guard it needs, and the other
 * member screens of the menu; from the onboarding's first step (where a new member lands after the
 * login), its next screens.
 */
const PREFETCHES = (['dashboard', 'onboarding'] as const satisfies PrefetchFrom[]).map((from) => ({
  from,
  loaded: modulesOf(SCREENS.find((s) => s.prefetches === from)!),
  next: [...new Set(SCREENS.filter((s) => s.prefetchedFrom === from).flatMap(startModulesOf))],
}));

/**
 * The files of the screens a member opens next (app/prefetch-next.ts prefetches them once idle),
 * named in a <meta> because only the build knows them: those `next` needs that `from` (with the
 * entry) has not loaded. Prefetched, not imported: downloading costs the phone's main thread
 * nothing; running the screens' code would (and Lighthouse counts it as blocking time).
 */
function prefetchList(
  chunks: ChunkInfo[],
  { from, loaded, next }: (typeof PREFETCHES)[number],
): HtmlTagDescriptor {
  const inBrowser = staticClosure(chunks, [
    ...bootChunks(chunks).all,
    ...loaded.map((m) => chunkOf(chunks, m).fileName),
  ]);
  const needed = staticClosure(
    chunks,
    next.map((m) => chunkOf(chunks, m).fileName),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set(
    [...needed].filter((f) => !inBrowser.has(f)).flatMap((f) => [f, ...(byFile.get(f)?.css ?? [])]),
  );
  return {
    tag: 'meta',
    attrs: { name: prefetchMeta(from), content: [...files].map((f) => `/${f}`).join(' ') },
    injectTo: 'head',
  };
}

export function headHints(): Plugin {
  return {
    name: 'portal-socios-head-hints',
    apply: 'build',
    // After Vite's own tags (the entry script, its preloads and stylesheet), with the chunks' final
    // names; at the end of <head>, since Vite's default is its start (before the charset).
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = chunksOf(bundle);
        return [...entrySteps(chunks), ...PREFETCHES.map((p) => prefetchList(chunks, p))];
      },
    },
  };
}
