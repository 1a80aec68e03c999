// The wire contract between the SPA and the club's API (SPEC §3, §7; ARCHITECTURE §3).
// It belongs to the client: the fake API in mock-server/ implements exactly these shapes, and
// mock-server/openapi.yaml documents them for the team that runs the real API.
// Conventions: money is whole Chilean pesos, months are 'YYYY-MM', dates are ISO 'YYYY-MM-DD'.

export type YearMonth = string;
export type IsoDate = string;

/** Body of a 400/422 (and message-only 500) answer; the request helper hands it back as `validations`. */
export interface ValidationBody {
  message?: string;
  errors?: Record<string, string[]>;
  status?: boolean;
}

/** Member estado (SPEC §4): 0 ok, 1 resigned, 2 deleted, 3 not enabled. */
export type MemberEstado = 0 | 1 | 2 | 3;

export interface Commune {
  id: number;
  nombre: string;
}

export interface Region {
  id: number;
  nombre: string;
}

/** The session user (SPEC §3), as answered by `GET socios/profile` inside `data`. */
export interface SessionUser {
  id: number;
  rut: string;
  nombre: string;
  apellido: string;
  apellidoM: string;
  nombre_completo: string;
  sexo: 'Mujer' | 'Hombre';
  celular: string;
  telefono: string;
  email: string;
  fecha_nacimiento: IsoDate;
  tipo_socio: number;
  pais: string;
  direccion: string;
  direccion_nro: string;
  direccion_dpto: string;
  region: number;
  commune: Commune | null;
  /** Path or URL of the photo; a value starting with '?' means "no photo". */
  imagen: string;
  socio_desde: IsoDate | null;
  numero_socio: number | null;
  estado: MemberEstado;
  activo: 0 | 1;
  legacy_auth_token: string;
  intereses: string[];
}

export interface DataResponse<T> {
  data: T;
}

export interface MessageResponse {
  status: boolean;
  data: string;
}

// ---- Auth and passwords -------------------------------------------------------------------------

export interface LoginRequest {
  rut: string;
  password: string;
}
/** 200 with flag false for wrong credentials or an unvalidated e-mail; 422 `{ errors: { rut } }`; 429 throttled. */
export interface LoginResponse {
  flag: boolean;
  token?: string;
  msg: string;
}

export interface RegistrationPayload {
  rut: string;
  nombres: string;
  apellido: string;
  segundo_apellido: string;
  email: string;
  email_confirm: string;
  telefono?: string;
  celular: string;
  genero: 'm' | 'f';
  pais: string;
  fecha_nacimiento: IsoDate;
  region: number;
  comuna: number;
  direccion: string;
  direccion_nro: string;
  direccion_dpto?: string;
  password: string;
  password_confirmation: string;
}
/** 201 `{ status: true, data: 'Se registró correctamente, …' }`; 422 with one message per bad field. */
export type RegistrationResponse = MessageResponse;

export interface RecoverLinkRequest {
  rut: string;
}
/** `status: true` → `data` is the text to show; `status: false` → `errors` is the text to show. */
export interface RecoverLinkResponse {
  status: boolean;
  data?: string;
  errors?: string;
}

export interface ResetPasswordRequest {
  password: string;
  token: string;
}
/** 200 `{ status: true, data }`; 422 `{ errors: { password?, token? } }`. */
export type ResetPasswordResponse = MessageResponse;

export interface UpdatePasswordRequest {
  current_password: string;
  new_password: string;
}
export type UpdatePasswordResponse = MessageResponse;

// ---- Profile ------------------------------------------------------------------------------------

/** The 'Mis Datos' form (SPEC §3 "Profile update fields"), as read by `GET socios/profile/data` in `data`. */
export interface ProfileForm {
  rut: string;
  nombre: string;
  apellido: string;
  apellidoM: string;
  celular: string;
  telefono: string;
  email: string;
  genero: 'm' | 'f';
  fecha_nacimiento: IsoDate;
  tipo_socio: number;
  pais: string;
  direccion: string;
  numero: string;
  dpto: string;
  region: number;
  comuna: number;
}
/** 200 `{ status: true, data: SessionUser }`; 422 `{ status: false, errors }`. Read-only fields are ignored. */
export interface ProfileUpdateResponse {
  status: boolean;
  data: SessionUser;
}

/** Multipart field `profile_picture`. 200 `{ url }`; 422 `{ errors: { profile_picture: [msg] } }`. */
export interface UploadPictureResponse {
  url: string;
}

export interface Interest {
  id: number;
  name: string;
}
export interface SetInterestsRequest {
  interests: string[];
}

// ---- Catalogue ----------------------------------------------------------------------------------

/** `GET socios/total`: members al día. */
export interface MembersTotal {
  total: number;
}

export interface TeamScore {
  name: string;
  thumbnail: string;
  goals: number;
}
export interface Team {
  name: string;
  thumbnail: string;
}
export interface Match {
  id: number;
  fecha: string; // ISO date-time, Chile time
  torneo: string;
  estadio: string;
  local: TeamScore | Team;
  visita: TeamScore | Team;
  jugado: boolean;
}
/** `GET fixtures` query: all optional. */
export interface FixturesQuery {
  torneo?: string;
  jugado?: 'true' | 'false';
  desde?: IsoDate;
  hasta?: IsoDate;
}
/** `GET fixtures/info`: last result and next match (null when none). */
export interface MatchInfo {
  previo: { local: TeamScore; visita: TeamScore; fecha: string; estadio: string } | null;
  proximo: { local: Team; visita: Team; estadio: string; fecha: string } | null;
}

// ---- Fees ---------------------------------------------------------------------------------------

/** `GET cuotas/configuracion` for the logged member (SPEC §9 by age and category). */
export interface FeeConfig {
  incorporacion: number;
  valor_cuota: number;
  min_cuotas: number;
  numero_cuotas: number;
}

/** `GET socios/profile/info-cuotas`. `al_dia_hasta` is null before the incorporation is paid. */
export interface FeeInfo extends FeeConfig {
  al_dia_hasta: YearMonth | null;
  puede_regularizar: boolean;
  cuotas_pendientes: number;
}

/** `GET socios/profile/cuotas/pendientes`. */
export interface PendingDues {
  cuotas_pendientes: number;
  meses: YearMonth[];
  total: number;
}

export interface MonthValue {
  month: YearMonth;
  value: number;
}

/** `GET cuotas/valores?numero_cuotas=N[&tipo_pago=incorporacion]`: the member's own next N dues. */
export interface DuesValues {
  numero_cuotas: number;
  total_old: number; // dues up to May 2023, at the old values
  total_current: number; // dues from June 2023
  total: number;
  count_old: number;
  count_current: number;
  desde: YearMonth;
  hasta: YearMonth;
}

export interface AccountsValuesRequest {
  numero_cuotas: number;
  accounts: number[];
}
export interface AccountDues extends DuesValues {
  id: number;
  nombre_completo: string;
  rut: string;
  months?: MonthValue[]; // only in the /detail answer
}
/**
 * `POST cuotas/valores/accounts` (and `/detail`, which adds `months`). The top-level totals are the
 * member's own dues; `total_accounts` adds up the associated accounts; `*_values` add up both.
 */
export interface AccountsValues {
  numero_cuotas: number;
  total_old: number;
  total_current: number;
  total_accounts: number;
  total_old_values: number;
  total_current_values: number;
  grand_total: number;
  months?: MonthValue[];
  accounts: Record<string, AccountDues>;
}

/** `GET socios/account/payments/regularization/pending-amount`. */
export interface RegularizationAmount {
  puede_regularizar: boolean;
  cuotas_pendientes: number;
  cuotas_equivalentes: number;
  deuda: number;
  total: number;
}

// ---- Associated accounts ------------------------------------------------------------------------

export interface AssociatedAccount {
  id: number;
  nombre_completo: string;
  rut: string;
  al_dia_hasta: YearMonth | null;
  valor_cuota: number;
}
export interface InviteRequest {
  rut: string;
}
/** 200 `{ status: true, data }`; 422 `{ message, errors: { rut } }` (the SPA shows `message`). */
export type InviteResponse = MessageResponse;
export interface DeleteAssociatedRequest {
  user_id: number;
}
/** `GET socios/name/{rut}` */
export interface MemberName {
  nombre_completo: string;
}

// ---- Histories ----------------------------------------------------------------------------------

export interface PaymentHistoryItem {
  id: number;
  fecha: IsoDate;
  tipo: string; // shown in 'Acciones', e.g. 'Pago de cuotas'
  medio: string; // 'Webpay' | 'OneClick' | 'Pago automático'
  receptor: string; // whose dues (member or associated account)
  valor: number;
  periodo: string; // e.g. 'Septiembre 2026 - Noviembre 2026'
  url_voucher: string;
  pago_relacionado: { id: number; estado: PaymentEstado };
}
export interface PaymentsHistory {
  history: PaymentHistoryItem[];
  history_extra: PaymentHistoryItem[];
}

export interface Purchase {
  id: number;
  fecha: IsoDate;
  estado: PaymentEstado;
  total: number;
  url_voucher: string;
}

// ---- Payments -----------------------------------------------------------------------------------

/** Payment estado (ARCHITECTURE §3): 1 pending / in confirmation, 2 paid, 3 rejected, 4 annulled. */
export type PaymentEstado = 1 | 2 | 3 | 4;
export type TipoPago = 'cuotas' | 'extraordinaria' | 'regularizacion' | 'incorporacion' | 'pago_automatico';
export type MetodoPago = 'webpay' | 'oneclick';

/** Body of every `payments/create-payment-cuotas*` and of `oneclick/authorize/cuota`. */
export interface PaymentRequest {
  numero_cuotas: number;
  tipo_pago: TipoPago;
  valor: number; // total the member saw; the server recomputes it and answers 422 when it differs
  valor_cuota_extraordinaria?: number;
  min_cuota?: number;
  /** The client's idempotency key: the same buyOrder twice never makes two purchases. ≤ 26 chars. */
  buyOrder: string;
  metodo_pago: MetodoPago;
  selectedAccounts?: number[];
  main_account?: number;
  /** SPA path to come back to on abort or timeout (checked by the server to be one of ours). */
  return_path?: string;
}
/** Payment start: post a hidden form with `token_ws` (Webpay) or `TBK_TOKEN` (Oneclick) to `url`. */
export interface PaymentStart {
  url: string;
  ws_token: string;
  id_compra?: number;
}
export interface OneclickSubscribeRequest {
  tipo_pago: 'pago_automatico';
  return_path: string;
}
/** `oneclick/authorize/cuota`: `status: false` → `data` is the Spanish message to show. */
export interface OneclickChargeResponse {
  status: boolean;
  data: string;
  id_compra?: number;
}

export interface SavedCard {
  user: string; // tbk_user
  card_type: string;
  card_number: string; // 'XXXXXXXXXXXX6623'
}
/** `GET payments/transbank/oneclick/subscription` */
export interface SubscriptionResponse {
  data: { user: string | null };
}
/** `GET payments/transbank/oneclick/card` → `{ data: SavedCard | null }`; DELETE → MessageResponse. */
export type SavedCardResponse = DataResponse<SavedCard | null>;

export interface PaymentDetailItem {
  id: number;
  payed_month: YearMonth;
  month_value: number;
}
export interface PaymentRecord {
  id: number;
  estado: PaymentEstado;
  tipo_pago: TipoPago;
  fecha: IsoDate;
  rut: string;
  numero_cuota: number;
  cuota: number;
  total: number;
  wp_amount: number | null;
  wp_authorizationCode: string | null;
  wp_paymentTypeCode: string | null;
  wp_cardNumber: string | null;
  detail_pago: PaymentDetailItem[];
  user: { id: number; nombre_completo: string; rut: string };
}
/** `GET payments/info/{id_compra}` */
export interface PaymentInfo {
  id_compra: number;
  main_payment: PaymentRecord;
  secondary_payments: PaymentRecord[];
}

/** `GET socios/account/payments/config` */
export interface AutoPaymentConfig {
  cuotas: number;
  enable: number; // 1 = on
}
export interface AutoPaymentRequest {
  numero_cuotas: number;
  authorized: boolean;
}
