// The member screens' frames: each member screen's HTML carries the screen as it first draws with
// no data yet (the member's shell, the title, the placeholders of its reads), so a member who opens
// it cold from a link (an e-mail's "Paga tu cuota", the first visit after a release) sees the
// screen's layout at once instead of a blank page while ~60 files download. Never hydrated: the
// app's first render replaces it (app/start.tsx), and until then it is inert, so nothing typed or
// tapped is lost. Why, and what was measured: docs/decisions/cold-link-member-screens.md.
import type * as Prerender from '../web/src/prerender';

export interface MemberFrame {
  /** The route, as the browser opens it. */
  path: string;
  /** The modules the screen's first load runs (their stylesheets go in the head). */
  modules: string[];
  /** Drawn for a member still in the onboarding (no menu), else for an active one. */
  onboarding?: boolean;
}

/**
 * Screens drawn from the member's session rather than from a read: the frame would show the
 * pre-render's member (test data) where the member's own name and RUT go. They keep shell.html.
 * The final page shows what its URL names (a purchase): without one, it says the payment was not
 * found, which is not a layout. The build fails when a frame shows any of the pre-render member's
 * data, so a screen that starts showing some is caught here.
 */
export const NOT_FRAMED = ['/credencial', '/my-profile', '/my-account', '/payments/final'];

const CACHE_MAP = /<style [^>]*data-ant-cssinjs-cache-path[^>]*>.*?<\/style>/s;

/** Text of the pre-render's member that must never reach a frame. */
const IDENTITY = ['María José', 'Núñez', '12.345.678', '6.001', 'maria@example.cl'];

export interface FramePage {
  path: string;
  /** The `#root` element with the frame inside. */
  root: string;
  /** antd's styles for what the frame shows (its placeholders), as `<style>` elements. */
  styles: string;
}

export async function renderMemberFrames(ssr: typeof Prerender, frames: MemberFrame[]): Promise<FramePage[]> {
  const pages: FramePage[] = [];
  for (const frame of frames) {
    const { html, styles } = await ssr.renderRoute(frame.path, {
      member: { activo: frame.onboarding ? 0 : 1 },
    });
    const leaked = IDENTITY.filter((text) => html.includes(text));
    if (leaked.length)
      throw new Error(
        `${frame.path}'s frame shows the pre-render member's data (${leaked.join(', ')}): leave it out (NOT_FRAMED) or draw a placeholder there`,
      );
    pages.push({
      path: frame.path,
      root: `<div id="root" data-prerendered="placeholder" inert>${html}</div>`,
      // Without antd's map of them: the screen's antd then takes the full stylesheet, by the map in it.
      styles: styles.replace(CACHE_MAP, ''),
    });
  }
  return pages;
}
