// Plain server-rendered pages of the control room (/__mock): the outbox a tester clicks through and
// the demo personas. Everything interpolated is escaped, since e-mails carry member-typed text.
import type { MailRow } from '../store/types';

export interface PersonaView {
  rut: string;
  nombre: string;
  password: string;
  muestra: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#222}
nav a{margin-right:1rem}.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#666;font-size:.9rem}.links a{display:inline-block;margin:.5rem 1rem 0 0;font-weight:600}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
</style></head><body><nav><a href="/__mock/outbox">Correos</a><a href="/__mock/personas">Personas</a><a href="/__mock/clock">Reloj</a></nav>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function outboxPage(mails: MailRow[]): string {
  if (!mails.length) return page('Correos enviados', '<p>Todavía no se ha enviado ningún correo.</p>');
  const items = mails.map(
    (m) => `<article class="mail"><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Para: ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p><p>${escapeHtml(m.text)}</p>
<p class="links">${m.links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('')}</p></article>`,
  );
  return page('Correos enviados', items.join('\n'));
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
