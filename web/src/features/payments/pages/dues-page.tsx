import { Navigate, useLocation, useSearchParams } from 'react-router';
import { hrefs } from '../../../app/paths';
import { LoadError } from '../../../components/load-error';
import { useFeeInfo } from '../../../api/shared/get-fee-info';
import { useSession } from '../../../session/session';
import {
  associatedAccountsKey,
  fetchAssociatedAccounts,
  useAssociatedAccounts,
} from '../../../api/shared/get-associated-accounts';
import { fetchSavedCard, savedCardKey, useSavedCard } from '../../../api/shared/get-saved-card';
import { feeInfoKey, fetchFeeInfo } from '../../../api/shared/get-fee-info';
import { earlyReadsMeta, type Read } from '../../../app/preload-reads';
import { PageSkeleton } from '../components/page-skeleton';
import { useDeferredReady } from '../../../components/use-deferred-ready';
import { DuesForm } from '../components/dues-form';
import { PayScreenFrame } from '../components/pay-screen-frame';
import { OpenPaymentNotice } from '../components/open-payment-notice';
import { RegularizationHint } from '../components/regularization-hint';
import { useHydrated } from '../../../components/light/use-hydrated';

/** What the screen that sends the member here may pass in the navigation state (SPEC §2, §5). */
export interface DuesNavigationState {
  type_pay?: string;
  cuotas_pendientes?: number;
}

function DuesScreen() {
  const { informations } = useSession();
  const location = useLocation();
  const state = (location.state ?? {}) as DuesNavigationState;
  const fee = useFeeInfo();
  const associated = useAssociatedAccounts();
  // The saved card too (known or failed): the method starts on it, and switching under the member's
  // eyes from Webpay to OneClick would move what they were about to tap.
  const card = useSavedCard();
  const ready = useDeferredReady(Boolean(fee.data && associated.data && informations && !card.isLoading));

  // A failed re-read keeps the screen it already had; only a first read that failed has nothing to show.
  if ((fee.error && !fee.data) || (associated.error && !associated.data))
    return (
      <LoadError
        error={fee.error ?? associated.error}
        onRetry={() => Promise.all([fee, associated].filter((r) => !r.data).map((r) => r.mutate()))}
      />
    );
  if (!fee.data || !associated.data || !informations || !ready) return <PageSkeleton />;
  // A member who never paid can only pay the incorporation, whatever the link that brought them.
  const incorporation = state.type_pay === 'incorporacion' || fee.data.al_dia_hasta === null;
  return (
    <>
      <OpenPaymentNotice open={fee.data.pago_en_curso} />
      {!incorporation && <RegularizationHint fee={fee.data} />}
      <DuesForm
        user={informations}
        fee={fee.data}
        associated={associated.data.data}
        incorporation={incorporation}
        // From any entry (the menu, a bookmark), not only the dashboard's 'Pagar': what is owed.
        pending={
          typeof state.cuotas_pendientes === 'number' ? state.cuotas_pendientes : fee.data.cuotas_pendientes
        }
      />
    </>
  );
}

export default function DuesPage() {
  const [params] = useSearchParams();
  // Pre-rendered, the page had no query: it is read once hydrated.
  const hydrated = useHydrated();
  if (hydrated && params.get('type_cuota') === 'regularizacion')
    return <Navigate to={hrefs.regularization()} replace />;
  return (
    <PayScreenFrame title="Pagar cuotas">
      <DuesScreen />
    </PayScreenFrame>
  );
}

/** Its own reads and its pay method's saved card (only the method waits for it, not the form). */
const READS: Read[] = [
  [feeInfoKey, fetchFeeInfo],
  [associatedAccountsKey, fetchAssociatedAccounts],
  [savedCardKey, fetchSavedCard],
];

export const meta = () => earlyReadsMeta(...READS);
