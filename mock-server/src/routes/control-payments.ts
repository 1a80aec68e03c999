// The control room's payment levers (/__mock, only when config.control): confirm a payment by
// hand, run this month's automatic charge now, list or send the notices before it, make the
// provider forget a saved card (→ -96).
import { Router } from 'express';
import type { Deps } from '../deps';
import { parse } from '../http/validate';
import { notFound } from '../http/errors';
import { rutField } from '../http/schemas';
import { z } from 'zod';
import { confirmByHand, settleDue } from '../domain/payment-confirm';
import { runAutoCharge } from '../domain/auto-charge';
import { sendChargeNotices, upcomingNotices } from '../domain/charge-notice';
import { expireAbandoned } from '../domain/payment-commit';
import { idParam } from './payment-schemas';

export function controlPaymentsRoutes(deps: Deps): Router {
  const { store } = deps;
  const router = Router();

  router.get('/payments', (_req, res) => {
    expireAbandoned(deps);
    settleDue(deps);
    res.json(
      store.state.purchases.map((p) => ({
        id_compra: p.id,
        rut: store.memberById(p.memberId)?.rut ?? null,
        tipo_pago: p.tipo_pago,
        metodo_pago: p.metodo_pago,
        estado: p.estado,
        total: p.total,
        buyOrder: p.buyOrder,
        token: p.token,
        committed: p.committed,
        provider: p.provider ?? null,
      })),
    );
  });

  router.post('/payments/:id/confirm', (req, res) => {
    const { id } = parse(idParam, req.params);
    const p = confirmByHand(deps, id);
    res.json({ id_compra: p.id, estado: p.estado });
  });

  router.post('/auto-charge', (_req, res) => {
    res.json(runAutoCharge(deps));
  });

  // The notices before the next charge (the scheduler sends them as the clock passes their day).
  router.get('/charge-notices', (_req, res) => {
    res.json(upcomingNotices(deps).map(({ auto: _auto, member: _member, ...n }) => n));
  });
  router.post('/charge-notices', (_req, res) => {
    res.json(sendChargeNotices(deps, true));
  });

  router.post('/oneclick/:rut/revoke', (req, res) => {
    const { rut } = parse(z.strictObject({ rut: rutField }), req.params);
    const member = store.memberByRut(rut);
    const card = member && store.state.cards.find((c) => c.memberId === member.id);
    if (!card) throw notFound('Ese socio no tiene una tarjeta inscrita.');
    card.revoked = true;
    res.json({
      status: true,
      data: 'El proveedor ya no reconoce esa tarjeta: el próximo cobro Oneclick responde -96.',
    });
  });
  return router;
}
