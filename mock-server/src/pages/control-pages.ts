// Plain server-rendered pages of the control room (/__mock): the outbox a tester clicks through and
// the demo personas. Everything interpolated is escaped, since e-mails carry member-typed text.
import type { MailRow } from '../store/types';
import { chileDateTime } from '../domain/demo-clock';
import { consoleFrame } from './console-frame';
import { escapeHtml } from './frame';

export interface PersonaView {
  rut: string;
  nombre: string;
  password: string;
  muestra: string;
}

const page = consoleFrame;

/** How many e-mails the outbox page shows at once (the store keeps the newest OUTBOX_LIMIT). */
export const OUTBOX_PAGE_SIZE = 50;

interface OutboxPaging {
  page: number;
  pages: number;
  to?: string | undefined;
}

function pagingLinks({ page, pages, to }: OutboxPaging): string {
  if (pages <= 1) return '';
  const href = (n: number) =>
    `?${new URLSearchParams({ ...(to ? { to } : {}), pagina: String(n) }).toString()}`;
  const newer = page > 1 ? `<a href="${escapeHtml(href(page - 1))}">Más recientes</a>` : '';
  const older = page < pages ? `<a href="${escapeHtml(href(page + 1))}">Anteriores</a>` : '';
  return `<nav class="paging" aria-label="Páginas"><span>Página ${page} de ${pages}</span> ${newer} ${older}</nav>`;
}

export function outboxPage(mails: MailRow[], paging: OutboxPaging = { page: 1, pages: 1 }): string {
  if (!mails.length) return page('Correos enviados', '<p>Todavía no se ha enviado ningún correo.</p>');
  const items = mails.map(
    (m) => `<article class="mail"><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Para: ${escapeHtml(m.to)} · ${escapeHtml(chileDateTime(Date.parse(m.sentAt)))}</p><p>${escapeHtml(m.text)}</p>
<p class="links">${m.links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('')}</p></article>`,
  );
  const nav = pagingLinks(paging);
  return page('Correos enviados', nav + items.join('\n') + nav);
}

export function personasPage(personas: PersonaView[]): string {
  const rows = personas.map(
    (p) =>
      `<tr><td>${escapeHtml(p.rut)}</td><td>${escapeHtml(p.nombre)}</td><td>${escapeHtml(p.password)}</td><td>${escapeHtml(p.muestra)}</td></tr>`,
  );
  return page(
    'Personas de demostración',
    `<table><thead><tr><th>RUT</th><th>Nombre</th><th>Contraseña</th><th>Qué muestra</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  );
}
