import type { ReactNode } from 'react';
import { AutoPaymentSummary } from '../../payments-shared/auto-payment-summary';
import { FamilyBlock } from './family-block';
import { FeeStatus } from './fee-status';
import { MembersCounter } from './members-counter';
import { PromoBanner } from './promo-banner';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { useAfterFirstCommit } from '../../../components/use-deferred-ready';
import './dashboard.css';

/**
 * The dashboard's blocks: the credential (`card`) and the members counter on the left; the dues
 * status and the family (what each associated account owes, and the way to pay it) on the right,
 * at the top; the shop banner below, then the automatic payment. On phones one column: credential,
 * status, family, counter. The screen and its pre-rendered placeholder (dashboard-skeleton.tsx)
 * share it, so the placeholder has exactly the final layout and nothing moves when the app takes over.
 */
export function DashboardGrid({ card }: { card: ReactNode }) {
  return (
    <>
      <div className="dash-grid">
        <div className="dash-grid__card">
          {card}
          <MembersCounter />
        </div>
        {/* The family's block grows with its accounts: last in its column, taller than the
            credential's only past a few accounts, so its answer moves nothing else. */}
        <div className="dash-grid__side">
          <FeeStatus />
          <FamilyBlock />
        </div>
      </div>
      <PromoBanner />
      {/* Known only with its data, so last: its arrival moves nothing on screen. */}
      <div className="dash-after">
        <section className="dash-card dash-auto" aria-labelledby="dash-auto-title">
          <h2 id="dash-auto-title" className="dash-card__title">
            Pago automático
          </h2>
          <LaterAutoPayment />
        </section>
      </div>
    </>
  );
}

/**
 * The automatic payment's summary a commit after the rest (useAfterFirstCommit): its five reads'
 * hooks, each subscribing and revalidating as it mounts, made the commit that draws the data the
 * screen's long task. Meanwhile its own placeholder, so nothing changes on screen.
 */
function LaterAutoPayment() {
  return useAfterFirstCommit() ? <AutoPaymentSummary manage /> : <LightSkeleton rows={4} />;
}
