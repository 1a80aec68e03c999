import type { ReactNode } from 'react';
import { AutoPaymentSummary } from '../../../components/auto-payment-summary';
import { AssociatesSummary, AssociatesTodo } from './associates-summary';
import { FeeStatus } from './fee-status';
import { MembersCounter } from './members-counter';
import { PromoBanner } from './promo-banner';
import './dashboard.css';

/**
 * The dashboard's blocks: the credential on the left (`card`), status, associates and counter on the
 * right, the shop banner below, then the automatic payment and the associated accounts' to-dos. The screen and its pre-rendered placeholder (dashboard-skeleton.tsx)
 * share it, so the placeholder has exactly the final layout and nothing moves when the app takes over.
 */
export function DashboardGrid({ card }: { card: ReactNode }) {
  return (
    <>
      <div className="dash-grid">
        <div className="dash-grid__card">{card}</div>
        <div className="dash-grid__side">
          <FeeStatus />
          <div className="dash-pair">
            <AssociatesSummary />
            <MembersCounter />
          </div>
        </div>
      </div>
      <PromoBanner />
      {/* Blocks whose height is known only with their data go last, so their arrival moves nothing
          on screen: the automatic payment and what the associated accounts still have to do. */}
      <div className="dash-after">
        <section className="dash-card dash-auto" aria-labelledby="dash-auto-title">
          <h2 id="dash-auto-title" className="dash-card__title">
            Pago automático
          </h2>
          <AutoPaymentSummary manage />
        </section>
        <AssociatesTodo />
      </div>
    </>
  );
}
