import { Router, type Request } from 'express';
import { z } from 'zod';
import personas from '../../../fixtures/personas.json';
import club from '../../../fixtures/club.json';
import members from '../../../fixtures/members.json';
import type { Deps } from '../deps';
import { formatRut } from '../../../web/src/domain/rut';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { fieldError } from '../http/errors';
import { SHAPES, UNSHOWN } from '../config';
import { OUTBOX_PAGE_SIZE, outboxPage, personasPage, type PersonaView } from '../pages/control-pages';

const clockRequest = requestSchema({ body: z.strictObject({ now: z.string().max(40).nullable() }) });
const faultsRequest = requestSchema({
  body: z.strictObject({
    failRate: z.number().min(0).max(1).optional(),
    latencyMs: z.number().int().min(0).max(10_000).optional(),
    shapes: z.enum(SHAPES).optional(),
    unshown: z.enum(UNSHOWN).optional(),
    // How long an approved payment stays in confirmation (-1: until confirmed by hand), as
    // MOCK_CONFIRM_DELAY_MS; the browser tests set it per test instead of starting another server.
    confirmDelayMs: z
      .number()
      .int()
      .min(-1)
      .max(24 * 60 * 60 * 1000)
      .optional(),
  }),
});
const outboxRequest = requestSchema({
  query: z.strictObject({
    to: z.string().max(120).optional(),
    pagina: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'Usa un número de página.')
      .optional(),
  }),
});

// A browser asks for HTML first; scripts and e2e tests send Accept: application/json.
const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

/** The control room (ARCHITECTURE §6): mounted at /__mock only when MOCK_CONTROL=1. */
export function controlRoutes(deps: Deps): Router {
  const { store, clock, config } = deps;
  const router = Router();
  // MOCK_FAIL_RATE / MOCK_LATENCY_MS / MOCK_SHAPES / MOCK_CONFIRM_DELAY_MS as started; a reset puts
  // them back after a fault drill.
  const startFaults = {
    failRate: config.failRate,
    latencyMs: config.latencyMs,
    shapes: config.shapes,
    unshown: config.unshown,
    confirmDelayMs: config.confirmDelayMs,
  };
  // pinned: set to a chosen time (it runs from there unless frozen); frozen: MOCK_FREEZE=1.
  const clockView = () => ({
    now: clock.now().toISOString(),
    today: clock.today(),
    pinned: clock.pinned(),
    frozen: clock.frozen(),
  });

  router.get('/outbox', (req, res) => {
    const { to, pagina } = parseRequest(outboxRequest, req).query;
    const mails = store.state.outbox
      .filter((m) => !to || m.to.toLowerCase() === to.toLowerCase())
      .slice()
      .reverse();
    if (wantsJson(req)) {
      res.json(mails); // a plain array, newest first (at most OUTBOX_LIMIT), as web/e2e/fixtures.ts reads it
      return;
    }
    // The page a person reads: OUTBOX_PAGE_SIZE at a time, newest first.
    const pages = Math.max(1, Math.ceil(mails.length / OUTBOX_PAGE_SIZE));
    const current = Math.min(Number(pagina ?? 1), pages);
    const shown = mails.slice((current - 1) * OUTBOX_PAGE_SIZE, current * OUTBOX_PAGE_SIZE);
    res.type('html').send(outboxPage(shown, { page: current, pages, to }));
  });
  router.post('/reset', noInput, (_req, res) => {
    store.reset();
    Object.assign(config, startFaults);
    res.json({ status: true, data: 'Datos de demostración restaurados.' });
  });
  router.get('/clock', noInput, (_req, res) => {
    res.json(clockView());
  });
  // Relative fixture dates ("3 dues pending") resolve at seed time: reset after moving the clock.
  router.post('/clock', (req, res) => {
    const { now } = parseRequest(clockRequest, req).body;
    if (now !== null && Number.isNaN(Date.parse(now)))
      throw fieldError('now', 'Usa una fecha y hora ISO 8601.');
    clock.set(now);
    res.json(clockView());
  });
  // Fault drills at run time (the browser tests flip them without restarting the server).
  router.post('/faults', (req, res) => {
    const body = parseRequest(faultsRequest, req).body;
    Object.assign(config, body);
    const { failRate, latencyMs, shapes, unshown, confirmDelayMs } = config;
    res.json({ failRate, latencyMs, shapes, unshown, confirmDelayMs });
  });
  router.get('/personas', noInput, (req, res) => {
    const data: PersonaView[] = personas.map((p) => {
      const m = members.find((row) => row.rut === p.rut);
      const nombre = m ? [m.nombre, m.apellido, m.apellidoM].join(' ') : '';
      return { rut: formatRut(p.rut), nombre, password: club.password, muestra: p.muestra };
    });
    if (wantsJson(req)) res.json(data);
    else res.type('html').send(personasPage(data));
  });
  return router;
}
