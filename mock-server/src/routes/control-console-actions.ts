// The demo console's actions (POST /__mock/console/…, form posts with the page's token). Each one
// redirects back to the console with a message saying what changed (post → redirect → get), so a
// reload never repeats it. Bad input is a message on the console too, never an error page.
import { Router, type RequestHandler, type Response } from 'express';
import type { Deps } from '../deps';
import type { ConsoleState, Flash } from '../http/console-state';
import { AppError } from '../http/errors';
import { formatRut, cleanRut } from '../../../web/src/domain/rut';
import { formatMoney } from '../../../web/src/domain/money';
import { chileNoon, longChileDateTime, plusDays, plusMonths } from '../domain/demo-clock';
import { runAutoCharge } from '../domain/auto-charge';
import { sendChargeNotices } from '../domain/charge-notice';
import { carrySessionsAcrossClockMove } from '../domain/clock-moves';
import { confirmByHand, holdApprovals } from '../domain/payment-confirm';
import { rejectByHand } from '../domain/payment-reject';
import { fullName } from '../domain/members';
import { SHAPES, type Shapes } from '../config';
import { formExpiredPage } from '../pages/messages';

/** Console forms carry the page's token; without it (another site's form, a stale page): 403. */
export const refuseBadFormToken =
  (state: ConsoleState): RequestHandler =>
  (req, res, next) => {
    if (state.validPageToken(req.body?._csrf)) return next();
    res.status(403).type('html').send(formExpiredPage());
  };

const field = (body: unknown, name: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.trim() : '';
};

export function controlConsoleActions(deps: Deps, state: ConsoleState, startFaults: object): Router {
  const { store, clock, config } = deps;
  const router = Router();
  router.use(refuseBadFormToken(state));

  const back = (res: Response, flash: Flash) =>
    res.redirect(303, `/__mock?aviso=${state.flash(flash)}#aviso`);
  const ok = (title: string, lines: string[] = []): Flash => ({ kind: 'ok', title, lines });
  const error = (title: string, lines: string[] = []): Flash => ({ kind: 'error', title, lines });
  const nameOf = (rut: string) => {
    const m = store.memberByRut(rut);
    return m ? `${fullName(m)} (${formatRut(rut)})` : formatRut(rut);
  };

  // The demo's start, whole: the clock first (the personas' "3 cuotas pendientes" are resolved
  // against it when reseeded), then the data. A reset that kept a moved clock left staff on a date
  // the demo never started at, with data seeded for it.
  router.post('/reset', async (_req, res) => {
    clock.restart();
    await Promise.resolve(store.reset());
    Object.assign(config, startFaults);
    back(
      res,
      ok('Datos restablecidos', [
        `Reloj al inicio de la demo: ${longChileDateTime(clock.nowMs())}.`,
        'Personas, pagos y correos volvieron a los datos de demostración; sin fallas simuladas.',
      ]),
    );
  });

  router.post('/clock', (req, res) => {
    const move = field(req.body, 'mover');
    let iso: string | null;
    if (move === 'dia') iso = new Date(plusDays(clock.nowMs(), 1)).toISOString();
    else if (move === 'mes') iso = new Date(plusMonths(clock.nowMs(), 1)).toISOString();
    else if (move === 'real') iso = null;
    else if (move === 'inicio') iso = clock.start();
    else if (move === 'fecha') {
      iso = chileNoon(field(req.body, 'fecha'));
      if (!iso)
        return back(res, error('Fecha no válida', ['Elige un día del calendario (entre 2000 y 2100).']));
    } else return back(res, error('Acción desconocida'));
    // The members' open sessions travel with the clock: a demo moved to the automatic charge keeps
    // the member's tab logged in (the JSON route, for tests, ends them as real time would).
    const before = clock.nowMs();
    clock.set(iso);
    carrySessionsAcrossClockMove(deps, clock.nowMs() - before);
    const running = clock.pinned() && !clock.frozen() ? ' El reloj sigue corriendo desde ahí.' : '';
    // Moved back before purchases already in the ledger: they would read as made in the future.
    const today = clock.today();
    const ahead = store.state.purchases.filter((p) => p.fecha > today).length;
    const moved =
      move === 'inicio'
        ? `De vuelta al inicio de la demo${iso === null ? ' (la hora real)' : ''}.`
        : iso === null
          ? 'Sigue la hora real.'
          : 'Fecha cambiada.';
    const lines = [`${moved}${running} Las sesiones abiertas siguen abiertas.`];
    if (ahead)
      lines.push(
        `${ahead} compra(s) quedaron con fecha posterior a hoy: usa 'Restablecer datos' para que los datos sigan a esta fecha.`,
      );
    back(res, ok(`Reloj: ${longChileDateTime(clock.nowMs())}`, lines));
  });

  router.post('/auto-charge', (_req, res) => {
    const report = runAutoCharge(deps);
    const charged = report.charged.map(
      (c) =>
        `${nameOf(c.rut)}: ${c.status ? 'cobrado' : 'rechazado'} ${formatMoney(c.total)} (compra ${c.id_compra}) — ${c.data}`,
    );
    const skipped = report.skipped.map((s) => `${nameOf(s.rut)}: sin cobro — ${s.reason}`);
    const lines = [...charged, ...skipped];
    back(
      res,
      ok(
        `Cobro automático de ${report.month}: ${report.charged.length} cobro(s)`,
        lines.length ? lines : ['Nadie tiene el pago automático activo.'],
      ),
    );
  });

  router.post('/notices', (_req, res) => {
    const sent = sendChargeNotices(deps, true);
    const lines = sent.map((n) => `${nameOf(n.rut)}: ${formatMoney(n.total)}, cobro de ${n.month}`);
    back(
      res,
      ok(
        `Avisos de cobro: ${sent.length} enviado(s)`,
        lines.length ? lines : ['No había avisos por enviar.'],
      ),
    );
  });

  const byHand = (act: typeof confirmByHand, done: string) =>
    (async (req, res) => {
      const id = Number(req.params.id);
      try {
        const p = act(deps, id);
        const m = store.memberById(p.memberId);
        back(res, ok(`Compra ${p.id} ${done}`, [`${m ? nameOf(m.rut) : ''} · ${formatMoney(p.total)}`]));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        back(res, error(`No se pudo: compra ${Number.isSafeInteger(id) ? id : '?'}`, [err.message]));
      }
    }) as RequestHandler;
  router.post('/confirmation', (req, res) => {
    const hold = field(req.body, 'retener') === '1';
    // Releasing goes back to the delay the server started with (4 s unless it started holding).
    const start = (startFaults as { confirmDelayMs?: number }).confirmDelayMs ?? 4000;
    holdApprovals(deps, hold, start >= 0 ? start : 4000);
    back(
      res,
      hold
        ? ok('Pagos aprobados retenidos', [
            "Quedan en confirmación hasta que pulses 'Confirmar' o 'Rechazar'.",
          ])
        : ok('Pagos aprobados: se confirman solos', [
            `Tras ${config.confirmDelayMs / 1000} s de aprobados, también los que estaban retenidos.`,
          ]),
    );
  });
  router.post('/payments/:id/confirm', byHand(confirmByHand, 'confirmada: pagada'));
  router.post('/payments/:id/reject', byHand(rejectByHand, 'rechazada'));

  const isShape = (v: string): v is Shapes => (SHAPES as readonly string[]).includes(v);
  router.post('/faults', (req, res) => {
    if (field(req.body, 'quitar') === '1') {
      Object.assign(config, { failRate: 0, latencyMs: 0, shapes: 'none' });
      return back(
        res,
        ok('Fallas quitadas', ['Todas las llamadas responden bien, sin demora y como el contrato.']),
      );
    }
    const percent = Number(field(req.body, 'failPercent'));
    const latency = Number(field(req.body, 'latencyMs'));
    const shapes = field(req.body, 'shapes') || 'none';
    const valid = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
    if (!valid(percent, 100) || !valid(latency, 10_000) || !isShape(shapes))
      return back(
        res,
        error('Fallas no aplicadas', [
          'Usa un porcentaje de 0 a 100, una demora de 0 a 10000 ms y una forma de respuesta de la lista.',
        ]),
      );
    Object.assign(config, { failRate: percent / 100, latencyMs: latency, shapes });
    back(
      res,
      ok('Fallas simuladas', [
        `${percent}% de las llamadas fallan; ${latency} ms de demora; respuestas: ${shapes}.`,
      ]),
    );
  });

  router.post('/login-as', (req, res) => {
    const rut = cleanRut(field(req.body, 'rut'));
    const m = store.memberByRut(rut);
    if (!m || !m.emailValidated) return back(res, error('No se puede entrar como esa persona'));
    res.redirect(303, `/__mock/login-as/${state.mintLogin(m.rut)}`);
  });
  return router;
}
