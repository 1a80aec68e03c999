// Payments: start, Oneclick, the final answer, the automatic payment (SPEC §3, §7; ARCHITECTURE §3).
import './jitless';
import * as z from 'zod/mini';
import { count, extension, id, isoDate, pesos, yearMonth } from './wire';
import { paymentEstado } from './accounts';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

export const tipoPago = z.enum([
  'cuotas',
  'extraordinaria',
  'regularizacion',
  'incorporacion',
  'pago_automatico',
]);
export const metodoPago = z.enum(['webpay', 'oneclick']);

/**
 * Body of every `payments/create-payment-cuotas*` and of `oneclick/authorize/cuota` (SPEC §3
 * "Payment request"; `return_path` is ours, and an API may ignore it).
 */
export const paymentRequest = z.object({
  numero_cuotas: count,
  tipo_pago: tipoPago,
  /** total the member saw; the server recomputes it and answers 422 when it differs */
  valor: pesos,
  valor_cuota_extraordinaria: z.optional(pesos),
  min_cuota: z.optional(count),
  /** The client's idempotency key: the same buyOrder twice never makes two purchases. ≤ 26 chars. */
  buyOrder: z.string().check(z.maxLength(26)),
  metodo_pago: metodoPago,
  selectedAccounts: z.optional(z.array(id)),
  main_account: z.optional(id),
  /** SPA path to come back to on abort or timeout (checked by the server to be one of ours). */
  return_path: z.optional(z.string()),
});
/**
 * Payment start (SPEC §3 "Card-start response: url and ws_token"): post a hidden form with
 * `token_ws` (Webpay) or `TBK_TOKEN` (Oneclick) to `url`.
 */
export const paymentStart = z.object({
  url: z.url({ protocol: /^https?$/ }),
  ws_token: z.string().check(z.minLength(1)),
  id_compra: extension(id, "nothing on screen: the provider's return names the purchase"),
});
export const oneclickSubscribeRequest = z.object({
  tipo_pago: z.literal('pago_automatico'),
  return_path: z.string(),
});
/**
 * `oneclick/authorize/cuota` (SPEC §3 "One-click response: status, data, id_compra"): `status:
 * false` → `data` is the Spanish message to show.
 */
export const oneclickChargeResponse = z.object({
  status: z.boolean(),
  /** The failure's message (SPEC §8); on success the spec does not say what it holds. */
  data: z.optional(z.unknown()),
  id_compra: z.optional(id),
});

/** SPEC §3 "Saved card: user, card_type, card_number". */
export const savedCard = z.object({
  /** The provider's user (`tbk_user` here): named without fields, so any value; the screens never read it. */
  user: z.optional(z.unknown()),
  card_type: z.string(),
  /** 'XXXXXXXXXXXX6623' */
  card_number: z.string(),
});
/** `GET payments/transbank/oneclick/subscription` (SPEC §3 "Card subscription response: data.user"). */
export const subscriptionResponse = z.object({
  /** Named without fields: a card is enrolled when it holds anything (a text, an object), none when empty. */
  data: z.nullable(z.object({ user: z.optional(z.unknown()) })),
});
/** `GET payments/transbank/oneclick/card` → `{ data: SavedCard | null }`. */
export const savedCardResponse = z.object({ data: z.nullable(savedCard) });

/** `POST vouchers/{id}/link`: a one-time URL that opens the receipt in a new tab (no token in it). */
export const receiptLink = z.object({ url: z.url({ protocol: /^https?$/ }) });

export const paymentDetailItem = z.object({ id, payed_month: yearMonth, month_value: pesos });
/**
 * SPEC §3 "Payment record: id, estado, tipo_pago, fecha, rut, numero_cuota, cuota, total, wp_amount,
 * wp_authorizationCode, wp_paymentTypeCode, wp_cardNumber, detail_pago (items: id, payed_month,
 * month_value), user".
 */
export const paymentRecord = z.object({
  id,
  estado: paymentEstado,
  tipo_pago: tipoPago,
  fecha: isoDate,
  rut: z.string(),
  numero_cuota: count,
  cuota: pesos,
  total: pesos,
  wp_amount: z.nullable(pesos),
  wp_authorizationCode: z.nullable(z.string()),
  wp_paymentTypeCode: z.nullable(z.string()),
  wp_cardNumber: z.nullable(z.string()),
  detail_pago: z.array(paymentDetailItem),
  /**
   * SPEC §3 names a payment's `user` without its fields: absent, an id, the session user (which has
   * no id), `{ id, nombre_completo, rut }`… The screens name the person from `rut` (domain/payer.ts).
   */
  user: z.optional(z.unknown()),
});
/** `GET payments/info/{id_compra}` (SPEC §3 "Final response: main_payment and secondary_payments"). */
export const paymentInfo = z.object({
  main_payment: paymentRecord,
  secondary_payments: z.array(paymentRecord),
  id_compra: extension(id, 'nothing: the portal takes the purchase number from the id it asked for'),
});

/**
 * `GET socios/account/payments/config`: enable 1 = on (SPEC §3 "Automatic payment setting:
 * numero_cuotas and authorized; server returns cuotas and enable (1 or other)").
 */
export const autoPaymentConfig = z.object({ cuotas: count, enable: z.number().check(z.int()) });
export const autoPaymentRequest = z.object({ numero_cuotas: count, authorized: z.boolean() });

export type TipoPago = z.infer<typeof tipoPago>;
export type MetodoPago = z.infer<typeof metodoPago>;
export type PaymentRequest = z.infer<typeof paymentRequest>;
export type PaymentStart = z.infer<typeof paymentStart>;
export type OneclickSubscribeRequest = z.infer<typeof oneclickSubscribeRequest>;
export type OneclickChargeResponse = z.infer<typeof oneclickChargeResponse>;
export type SavedCard = z.infer<typeof savedCard>;
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;
export type SavedCardResponse = z.infer<typeof savedCardResponse>;
export type ReceiptLink = z.infer<typeof receiptLink>;
export type PaymentDetailItem = z.infer<typeof paymentDetailItem>;
export type PaymentRecord = z.infer<typeof paymentRecord>;
export type PaymentInfo = z.infer<typeof paymentInfo>;
export type AutoPaymentConfig = z.infer<typeof autoPaymentConfig>;
export type AutoPaymentRequest = z.infer<typeof autoPaymentRequest>;
