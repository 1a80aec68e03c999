// Request schemas of the payment endpoints. Field rules live here; rules that need the member and
// the fee schedule (dues range, accounts, amounts) are the quote's (domain/payment-quote.ts).
import { z } from 'zod';
import type { TipoPago } from '../../../web/src/api/contract';
import { REQUIRED, intField } from '../http/schemas';

export const SPA_PATH_INVALID = 'Debe ser una ruta del portal, por ejemplo /pago/cuota.';

/** A path of the SPA to send the member back to: one leading '/', no '//', no scheme, no host. */
export const isSpaPath = (s: string) =>
  /^\/(?!\/)/.test(s) &&
  !s.includes('//') &&
  !/[\s\\]/.test(s) &&
  ![...s].some((c) => c < ' ' || c === '\x7f');

export const spaPathField = z
  .string({ error: REQUIRED })
  .max(300, SPA_PATH_INVALID)
  .refine(isSpaPath, SPA_PATH_INVALID);

const optionalInt = (message: string) =>
  z
    .union([z.null(), intField(0, 100_000_000, message)])
    .optional()
    .transform((v) => v ?? undefined);

/** Transbank's buy_order: at most 26 characters; numbers from the SPA are taken as text. */
const buyOrderField = z
  .union([z.string(), z.number().int().nonnegative()], { error: REQUIRED })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0, REQUIRED)
  .refine((v) => v.length <= 26, 'La orden de compra tiene como máximo 26 caracteres.')
  .refine((v) => /^[A-Za-z0-9_-]*$/.test(v), 'La orden de compra solo admite letras, números, - y _.');

export const paymentRequestSchema = (tipos: [TipoPago, ...TipoPago[]]) =>
  z.strictObject({
    numero_cuotas: intField(1, 1000, 'Número de cuotas inválido.'),
    tipo_pago: z.enum(tipos, { error: `El tipo de pago debe ser ${tipos.join(' o ')}.` }),
    valor: intField(0, 100_000_000, 'El monto debe ser un número entero de pesos.'),
    valor_cuota_extraordinaria: optionalInt('El monto debe ser un número entero de pesos.'),
    min_cuota: optionalInt('Número de cuotas inválido.'), // the server knows the minimum itself
    buyOrder: buyOrderField,
    metodo_pago: z.enum(['webpay', 'oneclick'], { error: 'El método de pago debe ser webpay u oneclick.' }),
    selectedAccounts: z
      .array(intField(1, 1_000_000_000, 'Cuenta inválida.'), { error: 'Debe ser una lista de cuentas.' })
      .max(50)
      .nullish()
      .transform((v) => v ?? []),
    main_account: optionalInt('Cuenta inválida.'),
    return_path: spaPathField.optional(),
  });

export const subscribeSchema = z.strictObject({
  tipo_pago: z.literal('pago_automatico', { error: 'El tipo de pago debe ser pago_automatico.' }),
  return_path: spaPathField,
});

/** What Transbank sends back: every field optional, extra fields tolerated (they vary by version). */
export const webpayReturnSchema = z.object({
  token_ws: z.string().optional(),
  TBK_TOKEN: z.string().optional(),
  TBK_ORDEN_COMPRA: z.string().optional(),
  TBK_ID_SESION: z.string().optional(),
});

const ID_INVALID = 'Id inválido.';

/**
 * A purchase id in the path: decimal digits only. Coercing with Number() would also take '0x65',
 * '1e2', ' 101' or '101.0' as 101 — one purchase under many addresses.
 */
export const idParam = z.strictObject({
  id: z
    .string({ error: ID_INVALID })
    .regex(/^[1-9][0-9]{0,15}$/, ID_INVALID)
    .transform(Number)
    .refine(Number.isSafeInteger, ID_INVALID),
});
