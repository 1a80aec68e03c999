// The member screens' frames (web/src/app/screens.ts, `prerender: { frame }`): the screen as it
// first draws with no data yet — the member's shell, the title, the placeholders of its reads — so
// a member who opens it cold from a link (an e-mail's "Paga tu cuota", the first visit after a
// release) sees its layout at once, before any script is asked for, instead of a blank page while
// its code downloads. Never hydrated: the app's first render replaces it (app/start.tsx), and until
// then it is inert, so nothing typed or tapped is lost. Why, and what was measured:
// docs/decisions/cold-link-member-screens.md.
import type * as Prerender from '../web/src/prerender';

export interface MemberFrame {
  path: string;
  /** Drawn for a member still in the onboarding (no menu), else for an active one. */
  onboarding: boolean;
}

export interface RenderedFrame {
  /** The frame, as the page's `#root` element. */
  root: string;
  /** antd's styles for what the frame draws (an antd screen's placeholders), as `<style>` elements. */
  styles: string;
}

/** antd's map of the styles it holds: in a frame, it would hide antd's full stylesheet from it. */
const CACHE_MAP = /<style [^>]*data-ant-cssinjs-cache-path[^>]*>.*?<\/style>/s;

/**
 * Text of the pre-render's member (test data) that must never reach a frame: a screen that draws
 * the member's own name or RUT from the session has no frame (it is served shell.html).
 */
const IDENTITY = ['María José', 'Núñez', '12.345.678', '6.001', 'maria@example.cl'];

export async function renderMemberFrame(ssr: typeof Prerender, frame: MemberFrame): Promise<RenderedFrame> {
  const { html, styles } = await ssr.renderRoute(frame.path, {
    member: frame.onboarding ? 'onboarding' : true,
  });
  const leaked = IDENTITY.filter((text) => html.includes(text));
  if (leaked.length)
    throw new Error(
      `${frame.path}'s frame draws the pre-render member's data (${leaked.join(', ')}): ` +
        'draw a placeholder there, or give the screen no frame (web/src/app/screens.ts)',
    );
  return {
    root: `<div id="root" data-prerendered="placeholder" inert>${html}</div>`,
    styles: styles.replace(CACHE_MAP, ''),
  };
}
