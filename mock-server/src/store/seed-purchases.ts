// Seeds the payment ledger (purchases and their payments) from fixtures/purchases.json.
import type { Clock } from '../clock';
import type { PaymentRow, PurchaseRow } from './types';
import { resolveDate, resolveMonth } from './relative-dates';
import type { MetodoPago, PaymentEstado, TipoPago } from '../../../web/src/api/contract';

interface PurchaseFixture {
  id: number;
  memberId: number;
  fecha: string;
  tipo_pago: string;
  metodo_pago: string;
  medio: string;
  estado: number;
  authorizationCode: string | null;
  paymentTypeCode: string | null;
  cardNumber: string | null;
  payments: { id: number; memberId: number; cuota: number; months: string[] }[];
}

export function seedPurchases(fixture: PurchaseFixture[], clock: Clock) {
  const purchases: PurchaseRow[] = [];
  const payments: PaymentRow[] = [];
  for (const f of fixture) {
    const fecha = resolveDate(f.fecha, clock)!;
    // A demo clock set before a fixture's absolute date: that purchase has not happened yet.
    if (fecha > clock.today()) continue;
    const estado = f.estado as PaymentEstado;
    const tipo_pago = f.tipo_pago as TipoPago;
    let total = 0;
    for (const p of f.payments) {
      const detail_pago = p.months.map((m, i) => ({
        id: p.id * 100 + i,
        payed_month: resolveMonth(m, clock)!,
        month_value: p.cuota,
      }));
      const paymentTotal = p.cuota * p.months.length;
      total += paymentTotal;
      payments.push({
        id: p.id,
        purchaseId: f.id,
        memberId: p.memberId,
        payerId: f.memberId,
        estado,
        tipo_pago,
        fecha,
        numero_cuota: p.months.length,
        cuota: p.cuota,
        total: paymentTotal,
        medio: f.medio as PaymentRow['medio'],
        wp_amount: estado === 2 ? paymentTotal : null,
        wp_authorizationCode: f.authorizationCode,
        wp_paymentTypeCode: f.paymentTypeCode,
        wp_cardNumber: f.cardNumber,
        detail_pago,
      });
    }
    purchases.push({
      id: f.id,
      memberId: f.memberId,
      buyOrder: `SEED${f.id}`,
      sessionId: `seed-${f.id}`,
      fecha,
      estado,
      total,
      tipo_pago,
      metodo_pago: f.metodo_pago as MetodoPago,
      returnPath: '/dashboard',
      token: null,
      tokenCreatedAt: null,
      committed: true,
      confirmAt: null,
    });
  }
  return { purchases, payments };
}
