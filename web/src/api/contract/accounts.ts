// Associated (family) accounts and the members' history (SPEC §3).
import './jitless';
import * as z from 'zod/mini';
import {
  blankText,
  extension,
  id,
  isRecord,
  isoDate,
  messageResponse,
  openAnswer,
  pesos,
  yearMonth,
} from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

/** Payment estado (ARCHITECTURE §3): 1 pending / in confirmation, 2 paid, 3 rejected, 4 annulled. */
export const paymentEstado = z.literal([1, 2, 3, 4]);
export type PaymentEstado = z.infer<typeof paymentEstado>;

/** SPEC §3 "Associated account: id, nombre_completo, rut, al_dia_hasta, valor_cuota". */
export const associatedAccount = z.object({
  id,
  nombre_completo: z.string(),
  rut: z.string(),
  al_dia_hasta: z.nullable(yearMonth),
  valor_cuota: pesos,
});
export const associatedAccounts = z.object({ data: z.array(associatedAccount) });
export const inviteRequest = z.object({ rut: z.string() });
/** 200 `{ status: true, data }`; 422 `{ message, errors: { rut } }` (the SPA shows `message`). */
export const inviteResponse = messageResponse;
export const deleteAssociatedRequest = z.object({ user_id: id });
/** Who manages an account, and whom an invitation names. */
export const memberName = z.object({ nombre_completo: z.string() });
/**
 * SPEC §7's "member name lookup" (no path, no fields): a name, bare or as `nombre_completo` or the
 * session user's `nombre` and surnames, inside `data` or not. Nameless, the invite form names nobody.
 */
export const memberNameAnswer = openAnswer(
  (v) => {
    const body = isRecord(v) && 'data' in v ? v.data : v;
    if (typeof body === 'string') return { nombre_completo: body };
    if (!isRecord(body)) return {};
    const parts = [body.nombre_completo].concat(
      body.nombre_completo ? [] : [body.nombre, body.apellido, body.apellidoM],
    );
    const name = parts.filter((p) => typeof p === 'string' && p.trim()).join(' ');
    return name ? { nombre_completo: name } : {};
  },
  z.object({ nombre_completo: z.optional(z.string()) }),
);
/** `GET socios/account/guardian`: who manages this member's account (the invited side), or null. */
export const guardianResponse = z.object({ data: z.nullable(memberName) });
/** `GET socios/account/invitations`: invitations sent and not yet accepted, newest first. */
export const sentInvitation = z.object({
  rut: z.string(),
  nombre_completo: z.optional(z.string()),
  /** the day it was sent */
  fecha: isoDate,
});
export const sentInvitations = z.object({ data: z.array(sentInvitation) });

/**
 * SPEC §3 "Payment history item: id, fecha, tipo, medio, valor, periodo, url_voucher,
 * pago_relacionado (id, estado). Response has lists history and history_extra."
 */
export const paymentHistoryItem = z.object({
  id,
  fecha: isoDate,
  /** shown in 'Acciones', e.g. 'Pago de cuotas' */
  tipo: z.string(),
  /** 'Webpay' | 'OneClick' | 'Pago automático'; blank when the API does not say */
  medio: blankText,
  valor: pesos,
  /** e.g. 'septiembre de 2026 a noviembre de 2026' (the fake API's; shown as the API writes it) */
  periodo: blankText,
  url_voucher: z._default(z.string(), ''),
  /**
   * The related payment: the purchase this payment belongs to (`id_compra`, what `payments/info/{id}`
   * reads; its estado 2 makes the row paid). Shown as 'Nº de compra' and opens its receipt.
   */
  pago_relacionado: z.object({ id, estado: paymentEstado }),
  /** whose dues (member or associated account) */
  receptor: extension(z.string(), "the row shows no 'Receptor'"),
});
export const paymentsHistory = z.object({
  history: z.array(paymentHistoryItem),
  history_extra: z.array(paymentHistoryItem),
});

/** SPEC §3 "Purchase: id, fecha, estado, total, url_voucher". */
export const purchase = z.object({
  id,
  fecha: isoDate,
  estado: paymentEstado,
  total: pesos,
  url_voucher: z._default(z.string(), ''),
  /** estado 1 approved by the card provider, being confirmed by the club */
  en_confirmacion: extension(
    z.boolean(),
    "a purchase being confirmed shows 'NO PAGADA' without 'en confirmación'",
  ),
});
export const purchasesHistory = z.object({ data: z.array(purchase) });
/**
 * Optional paging of both histories, newest first: without it the API answers the newest 50 of each
 * list (`history`, `history_extra`, purchases), which is everything the portal shows (a member pays
 * about 12 times a year). Query strings carry numbers as text.
 */
export const historyPage = z.object({
  page: z.optional(z.union([z.number(), z.string()])),
  per_page: z.optional(z.union([z.number(), z.string()])),
});

export type AssociatedAccount = z.infer<typeof associatedAccount>;
export type InviteRequest = z.infer<typeof inviteRequest>;
export type InviteResponse = z.infer<typeof inviteResponse>;
export type DeleteAssociatedRequest = z.infer<typeof deleteAssociatedRequest>;
export type MemberName = z.infer<typeof memberName>;
export type GuardianResponse = z.infer<typeof guardianResponse>;
export type SentInvitation = z.infer<typeof sentInvitation>;
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;
export type PaymentsHistory = z.infer<typeof paymentsHistory>;
export type Purchase = z.infer<typeof purchase>;
