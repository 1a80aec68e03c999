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

/**
 * Text of the pre-render's member (test data) that must never reach a frame: a screen that draws
 * the member's own name or RUT from the session has no frame (it is served shell.html).
 */
const IDENTITY = ['María José', 'Núñez', '12.345.678', '6.001', 'maria@example.cl'];

/** The frame, as the page's `#root` element. */
export async function renderMemberFrame(ssr: typeof Prerender, frame: MemberFrame): Promise<string> {
  const html = await ssr.renderRoute(frame.path, {
    member: frame.onboarding ? 'onboarding' : true,
  });
  const leaked = IDENTITY.filter((text) => html.includes(text));
  if (leaked.length)
    throw new Error(
      `${frame.path}'s frame draws the pre-render member's data (${leaked.join(', ')}): ` +
        'draw a placeholder there, or give the screen no frame (web/src/app/screens.ts)',
    );
  return `<div id="root" data-prerendered="placeholder" inert>${html}</div>`;
}
