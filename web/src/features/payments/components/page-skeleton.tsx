import { LightCard } from '../../../components/light/light-card';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { PayColumns } from './pay-columns';

/** Sized like a payment screen's two cards, so nothing jumps when the data arrives. */
export function PageSkeleton() {
  return (
    <PayColumns busy>
      <div className="pay-col is-choices">
        <LightCard>
          <LightSkeleton rows={1} className="pay-skeleton-title" />
          <LightSkeleton rows={7} />
        </LightCard>
      </div>
      <div className="pay-col is-summary">
        <LightCard>
          <LightSkeleton rows={1} className="pay-skeleton-title" />
          <LightSkeleton rows={5} />
        </LightCard>
      </div>
    </PayColumns>
  );
}
