// The one frame of the mock's server-rendered pages (control room, fake provider, receipt,
// invitation, fault pages) and the one HTML escaper. Everything interpolated into a page goes
// through escapeHtml: e-mails and names carry member-typed text. No inline script: the CSP allows
// scripts from the mock itself only, so a page names its script file.
import escape from 'escape-html';

/** Text or a number as HTML, for an element's content or a quoted attribute (escape-html: & < > " '). */
export const escapeHtml = (s: string | number) => escape(String(s));

export interface Frame {
  title: string;
  /** Already-escaped HTML of the page's content (inside <main>). */
  body: string;
  /** The page's stylesheet (inline <style>; the CSP allows inline styles). */
  style?: string;
  /** Already-escaped HTML before <main> (a header or a nav bar). */
  header?: string;
  /** Already-escaped HTML after <main>. */
  footer?: string;
  /** The address of the page's one script. */
  script?: string;
}

export function frame(f: Frame): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(f.title)}</title>
${f.style ? `<style>${f.style}</style>` : ''}</head><body>${f.header ?? ''}
<main>${f.body}</main>${f.footer ?? ''}${f.script ? `<script src="${escapeHtml(f.script)}"></script>` : ''}</body></html>`;
}
