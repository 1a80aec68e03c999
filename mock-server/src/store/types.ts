// The fake API's in-memory state. Every record is plain data so that a reset is a re-seed and a
// test can read the ledger directly. Ids are numbers handed out by `Store.nextId()`.
import type {
  MemberEstado,
  PaymentEstado,
  TipoPago,
  MetodoPago,
  YearMonth,
  IsoDate,
} from '../../../web/src/api/contract';

export interface MemberRecord {
  id: number;
  rut: string; // clean: digits + check character, no dots or hyphen ('123456785')
  nombre: string;
  apellido: string;
  apellidoM: string;
  sexo: 'Mujer' | 'Hombre';
  celular: string;
  telefono: string;
  email: string;
  emailValidated: boolean;
  fecha_nacimiento: IsoDate;
  tipo_socio: number; // category; 13 has its own dues (SPEC §9)
  pais: string;
  direccion: string;
  direccion_nro: string;
  direccion_dpto: string;
  region: number;
  comuna: number; // commune id (CUT code)
  imagen: string; // '?' prefix = no photo
  socio_desde: IsoDate | null;
  numero_socio: number | null;
  estado: MemberEstado;
  activo: 0 | 1;
  al_dia_hasta: YearMonth | null;
  lastRegularization: IsoDate | null;
  passwordHash: string; // scrypt, 'salt:hash' hex
  credentialVersion?: number; // up by one at each password change or reset (credentials.ts); absent = 0
  legacy_auth_token: string;
  intereses: string[];
  guardianId: number | null; // the member who manages this associated account
}

export interface PaymentDetail {
  id: number;
  payed_month: YearMonth;
  month_value: number;
}

export interface PaymentRow {
  id: number;
  purchaseId: number;
  memberId: number; // whose dues
  payerId: number; // who paid
  estado: PaymentEstado;
  tipo_pago: TipoPago;
  fecha: IsoDate;
  numero_cuota: number;
  cuota: number; // value per dues (or the extraordinary amount)
  total: number;
  medio: 'Webpay' | 'OneClick' | 'Pago automático';
  wp_amount: number | null;
  wp_authorizationCode: string | null;
  wp_paymentTypeCode: string | null;
  wp_cardNumber: string | null;
  detail_pago: PaymentDetail[];
}

export interface PurchaseRow {
  id: number;
  memberId: number;
  buyOrder: string;
  sessionId: string;
  fecha: IsoDate;
  estado: PaymentEstado; // follows its main payment
  total: number;
  tipo_pago: TipoPago;
  metodo_pago: MetodoPago;
  returnPath: string; // where abort/timeout sends the member back to
  token: string | null; // provider token (64 hex)
  tokenCreatedAt: number | null; // epoch ms on the mock's clock
  committed: boolean;
  confirmAt: number | null; // epoch ms when an approved payment becomes paid (estado 2)
  // Payments lifecycle; optional so the seeded ledger needs none of them.
  requestKey?: string; // what was asked, so a reused buyOrder with another request is refused
  voucherKey?: string; // capability for the receipt e-mail's voucher link (no bearer token there)
  voucherKeyExpiresAt?: number; // epoch ms: the e-mailed link works until then (receipt-links.ts)
  voucherKeyVersion?: number; // the payer's credential version: a password change ends the link
  provider?: ProviderTransaction; // the fake provider's side of the transaction
}

/** What the fake Webpay/Oneclick decided, read by the club's commit exactly once. */
export interface ProviderTransaction {
  status: 'AUTHORIZED' | 'FAILED' | 'ABORTED';
  response_code: number; // 0 approved; -1 rejected; -96..-99 Oneclick limits
  amount: number;
  card_number: string | null; // last 4
  card_type: string | null;
  authorization_code: string | null;
  payment_type_code: string | null; // VN credit, VD debit
  transaction_date: string; // ISO date-time on the mock's clock
}

export interface CardRow {
  memberId: number;
  tbk_user: string;
  card_type: string;
  card_number: string; // 'XXXXXXXXXXXX6623'
  revoked?: boolean; // the provider forgot this tbk_user (control room): charges answer -96
}

export interface InscriptionRow {
  token: string;
  memberId: number;
  returnPath: string;
  createdAt: number;
  finished: boolean;
  // Set by the fake Oneclick form: the card it enrolled, or why it did not.
  outcome?: { status: 'approved'; card_type: string; last4: string } | { status: 'rejected' | 'aborted' };
}

export interface AutoPaymentRow {
  memberId: number;
  cuotas: number;
  enable: boolean;
  lastChargedMonth: YearMonth | null;
  /** The charge month whose notice went out (charge-notice.ts): one notice a member a month. */
  noticedMonth?: YearMonth | null;
}

export interface MailRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
  sentAt: string; // ISO date-time on the mock's clock
}

export interface SessionRow {
  token: string; // 64 hex = 256 random bits
  memberId: number;
  createdAt: number; // epoch ms on the mock's clock: absolute expiry
  lastSeenAt: number; // last authenticated request: idle expiry
  credentialVersion: number; // the member's credential version at login (credentials.ts)
}

/** Single-use tokens for links: validation, password reset, associate invitation, a receipt tab. */
export interface LinkTokenRow {
  token: string;
  kind: 'email-validation' | 'password-reset' | 'invitation' | 'receipt';
  memberId: number;
  guardianId?: number;
  purchaseId?: number; // 'receipt': the one purchase the link opens
  credentialVersion?: number; // set: the link ends when the member's password changes
  expiresAt: number | null;
  used: boolean;
}

export interface State {
  members: MemberRecord[];
  payments: PaymentRow[];
  purchases: PurchaseRow[];
  cards: CardRow[];
  inscriptions: InscriptionRow[];
  autoPayments: AutoPaymentRow[];
  outbox: MailRow[];
  sessions: SessionRow[];
  linkTokens: LinkTokenRow[];
  /** Wrong passwords (throttle.ts): by RUT and by the source address that typed them. */
  loginFailures: { rut: string; source: string; at: number }[];
  /** Sources a member logged in from (throttle.ts): they keep getting in while others guess. */
  knownSources: { rut: string; source: string; at: number }[];
  /** E-mails sent on request of someone else than the recipient (recovery, invitations): abuse limits. */
  mailQuota: { key: string; at: number }[];
  uploads: string[]; // file names this state wrote under MOCK_UPLOADS_DIR (a reset removes them)
  lastId: number;
}
