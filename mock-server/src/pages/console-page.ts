// The demo console (GET /__mock): every lever of a demo as a button, in Spanish. Each form carries
// the page's token and posts to /__mock/console/…, which redirects back here with what changed.
import type { Flash } from '../http/console-state';
import { consoleFrame } from './console-frame';
import { escapeHtml as e } from './frame';
import { driftSection } from './drift-section';
import type { ContractReport } from '../http/contract-reports';

export interface ConsoleView {
  token: string;
  flash?: Flash;
  clock: {
    label: string;
    today: string;
    mode: 'corre' | 'detenido' | 'real';
    /** The demo's start as people read it ('sábado, 21 de noviembre de 2026, 12:00'), or null: real time. */
    start: string | null;
  };
  personas: { rut: string; nombre: string; muestra: string; canLogIn: boolean }[];
  payments: { id: number; who: string; what: string; total: string; state: string; canConfirm: boolean }[];
  /** Open payments beyond the newest CONSOLE_PAYMENTS shown (the page stays small however many). */
  morePayments: number;
  /** Approvals wait for 'Confirmar' / 'Rechazar' (confirmation delay -1). */
  holding: boolean;
  faults: { failPercent: number; latencyMs: number; shapes: string };
  /** The response-shape modes (MOCK_SHAPES). */
  shapeModes: string[];
  /** The notices before the next automatic charge: whom, how much, from which day, sent or not. */
  notices: { who: string; what: string; day: string; sent: boolean }[];
  /** What the SPA reported of answers off the contract, newest first. */
  driftReports: readonly ContractReport[];
}

const form = (v: ConsoleView, action: string, inner: string, cls = '') =>
  `<form method="post" action="/__mock/console/${action}"${cls ? ` class="${cls}"` : ''}><input type="hidden" name="_csrf" value="${e(v.token)}">${inner}</form>`;

function flashBlock(f: Flash | undefined): string {
  if (!f) return '';
  const lines = f.lines.length ? `<ul>${f.lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : '';
  const role = f.kind === 'error' ? 'alert' : 'status';
  return `<div id="aviso" class="flash ${f.kind}" role="${role}" tabindex="-1"><h2>${e(f.title)}</h2>${lines}</div>`;
}

const MODE = {
  corre: 'el reloj corre desde esa hora',
  detenido: 'reloj detenido (MOCK_FREEZE)',
  real: 'hora real',
};

function clockSection(v: ConsoleView): string {
  const start = v.clock.start ? e(v.clock.start) : 'la hora real';
  return `<section aria-labelledby="reloj"><h2 id="reloj">Reloj</h2>
<p>Hoy en la demo: <strong data-testid="hoy">${e(v.clock.label)}</strong> <span class="hint">(${MODE[v.clock.mode]})</span></p>
<div class="row">${form(v, 'clock', '<input type="hidden" name="mover" value="dia"><button>+1 día</button>', 'inline')}
${form(v, 'clock', '<input type="hidden" name="mover" value="mes"><button>+1 mes</button>', 'inline')}</div>
<div class="row">${form(v, 'clock', '<input type="hidden" name="mover" value="inicio"><button class="secondary">Volver al inicio de la demo</button>', 'inline')}
${form(v, 'clock', '<input type="hidden" name="mover" value="real"><button class="secondary">Volver a la hora real</button>', 'inline')}</div>
<p class="hint" data-testid="inicio">Inicio de la demo: ${start}.</p>
${form(v, 'clock', `<input type="hidden" name="mover" value="fecha"><div class="row"><label>Fecha<input type="date" name="fecha" value="${e(v.clock.today)}" required></label><button>Cambiar fecha</button></div>`)}
<p class="hint">Las fechas de los datos de demostración ("3 cuotas pendientes", "al día este mes") se calculan al restablecer: después de mover el reloj, usa 'Restablecer datos' si quieres que sigan a la nueva fecha (también vuelve el reloj al inicio de la demo). Una pestaña del portal abierta muestra la nueva fecha al volver a ella.</p></section>`;
}

function personasSection(v: ConsoleView): string {
  const items = v.personas.map(
    (
      p,
    ) => `<div class="persona"><h3>${e(p.nombre)} <span class="meta">${e(p.rut)}</span></h3><p>${e(p.muestra)}</p>
${p.canLogIn ? form(v, 'login-as', `<input type="hidden" name="rut" value="${e(p.rut)}"><button>Entrar como ${e(p.nombre)}</button>`) : '<p class="hint">No puede entrar (así lo muestra la demo).</p>'}</div>`,
  );
  return `<section aria-labelledby="personas"><h2 id="personas">Personas</h2><p class="hint">Contraseña de todas: socio1234. 'Entrar como' abre el portal con la sesión de esa persona (el enlace sirve una vez y por un minuto).</p>${items.join('')}</section>`;
}

function paymentsSection(v: ConsoleView): string {
  const items = v.payments.map(
    (
      p,
    ) => `<div class="payment"><p><strong>Compra ${p.id}</strong> · ${e(p.who)} · ${e(p.what)} · ${e(p.total)} · <em>${e(p.state)}</em></p>
<div class="row">${p.canConfirm ? form(v, `payments/${p.id}/confirm`, `<button aria-label="Confirmar compra ${p.id}">Confirmar</button>`, 'inline') : ''}
${form(v, `payments/${p.id}/reject`, `<button class="secondary" aria-label="Rechazar compra ${p.id}">Rechazar</button>`, 'inline')}</div></div>`,
  );
  const more = v.morePayments
    ? `<p class="hint">Y ${v.morePayments} pagos en curso más antiguos (no se muestran aquí).</p>`
    : '';
  const body = items.length
    ? `<div class="payments">${items.join('')}</div>${more}`
    : '<p>No hay pagos en curso ni en confirmación.</p>';
  const state = v.holding
    ? `<p data-testid="retencion"><strong>Retenidos:</strong> los pagos aprobados esperan aquí a que pulses 'Confirmar' o 'Rechazar'.</p>`
    : `<p data-testid="retencion"><strong>Se confirman solos</strong> unos segundos después de aprobados. Para mostrarlos "en confirmación" sin carreras, retenlos.</p>`;
  // The switch for every approval, apart from the payments' own buttons and after them, named so it
  // is not read as one of them: staff pressed it for a held payment's 'Confirmar'.
  const toggle = v.holding
    ? form(
        v,
        'confirmation',
        '<input type="hidden" name="retener" value="0"><button class="secondary">Dejar de retener: todos se confirman solos</button>',
      )
    : form(
        v,
        'confirmation',
        '<input type="hidden" name="retener" value="1"><button>Retener pagos aprobados</button>',
      );
  return `<section aria-labelledby="pagos"><h2 id="pagos">Pagos en curso</h2>${state}${body}
<div class="switch" role="group" aria-labelledby="pagos-todos"><h3 id="pagos-todos">Para todos los pagos aprobados</h3>${toggle}</div>
<p class="links"><a href="/__mock/libro">Libro de pagos</a></p></section>`;
}

function autoChargeSection(v: ConsoleView): string {
  return `<section aria-labelledby="cobro"><h2 id="cobro">Cobro automático</h2>
<p class="hint">Cobra ahora el pago automático del mes a quienes lo tienen activo (solo cobra entre el día 1 y el 5 del mes de la demo: usa el reloj).</p>
${form(v, 'auto-charge', '<button>Ejecutar cobro automático</button>')}</section>`;
}

function noticesSection(v: ConsoleView): string {
  const items = v.notices.map(
    (n) =>
      `<li>${e(n.who)} · ${e(n.what)} · <em>${n.sent ? 'enviado' : `se envía solo el ${e(n.day)}`}</em></li>`,
  );
  const list = items.length
    ? `<ul>${items.join('')}</ul>`
    : '<p>Nadie tiene pago automático activo con tarjeta guardada.</p>';
  const pending = v.notices.some((n) => !n.sent);
  return `<section aria-labelledby="avisos"><h2 id="avisos">Avisos de cobro</h2>
<p class="hint">El correo que avisa el próximo cobro automático sale solo 3 días antes del día 1 (7 si el monto cambia), al pasar el reloj por ese día.</p>
${list}${pending ? form(v, 'notices', '<button>Enviar avisos ahora</button>') : ''}</section>`;
}

// MOCK_SHAPES: answer the way another backend would (mock-server/src/http/response-shapes.ts).
const SHAPE_LABELS: Record<string, string> = {
  none: 'como el contrato (none)',
  strings: 'números como texto (strings)',
  nulls: 'listas y textos vacíos como null (nulls)',
  wrapped: 'envueltas en { data } (wrapped)',
  spec: 'solo los campos del SPEC (spec)',
};

function shapesField(v: ConsoleView): string {
  const options = v.shapeModes.map(
    (m) =>
      `<option value="${e(m)}"${m === v.faults.shapes ? ' selected' : ''}>${e(SHAPE_LABELS[m] ?? m)}</option>`,
  );
  return `<label>Forma de las respuestas<select name="shapes">${options.join('')}</select></label>`;
}

function faultsSection(v: ConsoleView): string {
  const f = v.faults;
  return `<section aria-labelledby="fallas"><h2 id="fallas">Simular fallas</h2>
<p>Ahora: ${f.failPercent}% de llamadas fallan, ${f.latencyMs} ms de demora, respuestas ${e(SHAPE_LABELS[f.shapes] ?? f.shapes)}.</p>
${form(v, 'faults', `<div class="row"><label>Llamadas que fallan (%)<input type="number" name="failPercent" min="0" max="100" step="1" value="${f.failPercent}" required></label><label>Demora (ms)<input type="number" name="latencyMs" min="0" max="10000" step="100" value="${f.latencyMs}" required></label>${shapesField(v)}<button>Simular fallas</button></div>`)}
${form(v, 'faults', '<input type="hidden" name="quitar" value="1"><button class="secondary">Quitar fallas</button>')}</section>`;
}

function resetSection(v: ConsoleView): string {
  return `<section aria-labelledby="restablecer"><h2 id="restablecer">Restablecer datos</h2>
<p class="hint">Vuelve al inicio de la demo: el reloj a su inicio y los datos de demostración, vacía los correos y quita las fallas simuladas. Cierra las sesiones abiertas.</p>
<details><summary>Restablecer datos…</summary><p>¿Seguro? Se pierde todo lo hecho en la demo.</p>
${form(v, 'reset', '<button>Sí, restablecer datos</button>')}</details></section>`;
}

const SCRIPT = `<section aria-labelledby="guion"><h2 id="guion">Cómo hacer una demo</h2><ol>
<li>'Restablecer datos': el reloj y los datos vuelven al inicio de la demo.</li>
<li>'Entrar como' Juan Carlos: tiene 3 cuotas pendientes. Paga 3 cuotas con Webpay y la VISA 4051 8856 0044 6623, CVV 123.</li>
<li>Antes de pagar, pulsa 'Retener pagos aprobados': el pago queda "en confirmación" hasta que lo muestres aquí en 'Pagos en curso' y pulses 'Confirmar'. Abre 'Correos': llegó el comprobante.</li>
<li>'Entrar como' María José: al día, tarjeta guardada y pago automático. Pon la fecha 3 días antes del día 1 del mes siguiente: en 'Correos' llega solo el aviso del cobro. Luego pon el día 1 y pulsa 'Ejecutar cobro automático': cobra lo que decía el aviso.</li>
<li>Para mostrar los errores: 'Simular fallas' con 50% y 'Quitar fallas' al terminar.</li></ol></section>`;

/** The sections, in the page's order: at a phone's width the payments sit far down otherwise. */
const JUMPS: [id: string, label: string][] = [
  ['reloj', 'Reloj'],
  ['personas', 'Personas'],
  ['pagos', 'Pagos en curso'],
  ['avisos', 'Avisos de cobro'],
  ['cobro', 'Cobro automático'],
  ['fallas', 'Simular fallas'],
  ['desvios', 'Fuera del contrato'],
  ['restablecer', 'Restablecer datos'],
  ['guion', 'Cómo hacer una demo'],
];

const jumpList = () =>
  `<nav class="jumps" aria-label="Secciones de la consola"><ul>${JUMPS.map(([id, label]) => `<li><a href="#${id}">${e(label)}</a></li>`).join('')}</ul></nav>`;

export function consolePage(v: ConsoleView): string {
  return consoleFrame(
    'Consola de demostración',
    jumpList() +
      flashBlock(v.flash) +
      clockSection(v) +
      personasSection(v) +
      paymentsSection(v) +
      noticesSection(v) +
      autoChargeSection(v) +
      faultsSection(v) +
      driftSection(v.driftReports) +
      resetSection(v) +
      `<section aria-labelledby="mas"><h2 id="mas">Más</h2><p class="links"><a href="/__mock/outbox">Correos</a><a href="/__mock/libro">Libro de pagos</a><a href="/">Abrir el portal</a></p></section>` +
      SCRIPT,
  );
}
