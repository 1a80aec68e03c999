// Helpers for the payment tests: start a payment as a persona, pay it on the fake Webpay with a
// test card and follow the browser's redirects back to the club, as a member's browser would.
import { expect } from 'vitest';
import type { makeApp } from './harness';

export type TestApp = ReturnType<typeof makeApp>;

/** Moves the fake API's clock forward. */
export const advance = (t: TestApp, ms: number) => t.clock.set(new Date(t.clock.nowMs() + ms).toISOString());

export const VISA = { card_number: '4051 8856 0044 6623', expiry: '12/30', cvv: '123' };
export const MASTERCARD = { card_number: '5186 0595 5959 0568', expiry: '12/30', cvv: '123' };
export const AMEX = { card_number: '3700 0000 0002 032', expiry: '12/30', cvv: '1234' };
export const UNKNOWN_CARD = { card_number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

import { bearer } from './harness';
import { CHILD, EXTRAORDINARY_DEFAULT, REGULAR } from '../../../test-support/persona-fees';

export { bearer };

let orders = 0;
export const newBuyOrder = () => `T${Date.now().toString(36)}${(orders++).toString(36)}`;

export const DUES = '/api/payments/create-payment-cuotas';
export const EXTRA = '/api/payments/create-payment-cuotas-extraordinaria';
export const REGULARIZATION = '/api/payments/create-payment-cuotas-regularizacion';

/** A month's dues of each bracket, as the fee schedule prices them today. */
export const REGULAR_DUES = REGULAR.dues;
export const CHILD_DUES = CHILD.dues;
export const INCORPORATION = REGULAR.incorporacion;

/** 3 dues by Webpay: what an adult (María José, Juan Carlos) is quoted for them, unless overridden. */
export function duesBody(overrides: Record<string, unknown> = {}) {
  return {
    numero_cuotas: 3,
    tipo_pago: 'cuotas',
    valor: 3 * REGULAR_DUES,
    buyOrder: newBuyOrder(),
    metodo_pago: 'webpay',
    selectedAccounts: [],
    ...overrides,
  };
}

/** An extraordinary contribution: `count` dues of `amount` by Webpay. */
/** An extraordinary contribution: the club's default amount unless the test picks one of its list. */
export const extraBody = (amount: number = EXTRAORDINARY_DEFAULT, count = 1) =>
  duesBody({
    tipo_pago: 'extraordinaria',
    numero_cuotas: count,
    valor_cuota_extraordinaria: amount,
    valor: amount * count,
  });

/** POSTs a create and expects a Webpay start; answers the start and the purchase in the store. */
export async function start(t: TestApp, token: string, path: string, body: Record<string, unknown>) {
  const res = await t.api().post(path).set(bearer(token)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const purchase = t.store.state.purchases.find((p) => p.id === res.body.id_compra)!;
  return { start: res.body as { url: string; ws_token: string; id_compra: number }, purchase };
}

/** Starts dues by Webpay (duesBody with these changes) as the member with this token. */
export const startDues = (t: TestApp, token: string, overrides: Record<string, unknown> = {}) =>
  start(t, token, DUES, duesBody(overrides));

/** Submits the card form; answers the provider's response (a redirect back to the club). */
export const submitCard = (t: TestApp, ws: string, card: Record<string, string>) =>
  t
    .api()
    .post('/webpay/pay')
    .type('form')
    .send({ token_ws: ws, ...card });

/** Follows a provider redirect to the club's return handler; answers the handler's response. */
export const followReturn = (t: TestApp, location: string) => t.api().get(location);

/** The whole normal path: card form → return → the club's redirect (to /payments/final). */
export async function payWith(t: TestApp, ws: string, card: Record<string, string>) {
  const provider = await submitCard(t, ws, card);
  expect(provider.status).toBe(302);
  return followReturn(t, provider.headers.location!);
}

export const paymentsOfPurchase = (t: TestApp, purchaseId: number) =>
  t.store.state.payments.filter((p) => p.purchaseId === purchaseId);
