// Builds a fresh State from fixtures/, resolving "now-3"-style dates against the mock's clock.
import membersFixture from '../../../fixtures/members.json';
import cardsFixture from '../../../fixtures/cards.json';
import autoPaymentsFixture from '../../../fixtures/auto-payments.json';
import purchasesFixture from '../../../fixtures/purchases.json';
import club from '../../../fixtures/club.json';
import type { Clock } from '../clock';
import type { MemberRecord, PaymentRow, PurchaseRow, State } from './types';
import { hashDemoPassword } from './passwords';
import { resolveDate, resolveMonth } from './relative-dates';
import { seedPurchases } from './seed-purchases';
import { newLegacyToken } from '../domain/credentials';

export type MemberFixture = Omit<MemberRecord, 'passwordHash' | 'legacy_auth_token'>;

export function seedState(clock: Clock): State {
  const members: MemberRecord[] = (membersFixture as MemberFixture[]).map((m) => ({
    ...m,
    al_dia_hasta: resolveMonth(m.al_dia_hasta, clock),
    socio_desde: resolveDate(m.socio_desde, clock),
    lastRegularization: resolveDate(m.lastRegularization, clock),
    passwordHash: hashDemoPassword(club.password),
    legacy_auth_token: newLegacyToken(),
    intereses: [...m.intereses],
  }));
  const { purchases, payments } = seedPurchases(purchasesFixture, clock);
  const ids = [...members, ...purchases, ...payments, ...payments.flatMap((p) => p.detail_pago)].map(
    (r) => r.id,
  );
  return {
    members,
    payments: payments satisfies PaymentRow[],
    purchases: purchases satisfies PurchaseRow[],
    cards: cardsFixture.map((c) => ({ ...c })),
    inscriptions: [],
    autoPayments: autoPaymentsFixture.map((a) => ({
      ...a,
      lastChargedMonth: resolveMonth(a.lastChargedMonth, clock),
    })),
    outbox: [],
    sessions: [],
    linkTokens: [],
    loginFailures: [],
    knownSources: [],
    mailQuota: [],
    uploads: [],
    // Ids handed out at run time start well above the fixtures' so a reset never collides.
    lastId: Math.max(1000, ...ids),
  };
}
