import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { CredentialCard } from '../../../components/credential-card';
import { LightResult } from '../../../components/light/light-result';
import { ScreenFailures } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { greeting } from '../greeting';
import { BlockedStatus } from '../../../components/blocked-status';
import { MemberSince } from '../components/member-since';
import { DashboardGrid } from '../components/dashboard-grid';
import '../components/dashboard.css';
import { earlyReadsMeta, startReadsIntoCache, type Read } from '../../../app/preload-reads';
import { feeInfoKey, fetchFeeInfo } from '../../../api/shared/get-fee-info';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { fetchMembersTotal, membersTotalKey } from '../api/get-members-total';
import { fetchPendingDues, pendingDuesKey } from '../../../api/shared/get-pending-dues';
import {
  AUTO_PAYMENT_SETTING,
  earlyChargeMeta,
  startAutoPaymentReads,
} from '../../../api/shared/get-auto-payment';
import { fetchSavedCard, savedCardKey } from '../../../api/shared/get-saved-card';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../../../api/shared/get-payments-history';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { ScreenFrame, scriptsAtOnceMeta } from '../../../components/screen-frame';

export default function DashboardPage() {
  const { informations: user } = useSession();
  if (!user) return null;
  if (user.estado !== 0) {
    return (
      <>
        <PageTitle title="Estado de tu cuenta">{greeting(user)}</PageTitle>
        <BlockedStatus estado={user.estado} />
      </>
    );
  }
  if (user.activo !== 1) {
    return (
      <>
        <PageTitle title="Inicio">{greeting(user)}</PageTitle>
        <LightResult
          status="info"
          title="Aún no terminas tu incorporación"
          subTitle="Sube tu foto, elige tus intereses y paga la cuota de incorporación para activar tu cuenta."
          extra={
            <ButtonLink to={paths.validationPhoto} type="primary">
              Continuar incorporación
            </ButtonLink>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Inicio">{greeting(user)}</PageTitle>
      {/* Offline or with the API failing, one message and one 'Reintentar' under the greeting, not
          one per block. */}
      <ScreenFailures>
        <DashboardGrid
          card={
            <>
              <CredentialCard user={user} />
              <MemberSince date={user.socio_desde} />
            </>
          }
        />
      </ScreenFailures>
    </>
  );
}

/** The longest the dashboard waits for the payment status and the family before it shows with placeholders. */
const STATUS_WAIT_MS = 2500;
/** The mark left when it stopped waiting (read by web/e2e/accessibility.spec.ts). */
const LAYOUT_WAIT_EXPIRED = 'dashboard-layout-wait-expired';

/**
 * Starts every block's read. The payment status and the family decide the screen's layout (dues
 * pending, the regularisation offer, each account in the member's care), so the screen waits for
 * them, up to STATUS_WAIT_MS, and when they come in time paints once with nothing left to move; the
 * other blocks have placeholders of their final size. The automatic payment's block waits for its
 * setting, card, history and the next charge's price: started only when the block mounted, they made
 * it the dashboard's last content, cold. The payment status and the family come first.
 */
const READS: Read[] = [
  [feeInfoKey, fetchFeeInfo],
  [associatedAccountsKey, fetchAssociatedAccounts],
  [membersTotalKey, fetchMembersTotal],
  [pendingDuesKey, fetchPendingDues],
  [savedCardKey, fetchSavedCard],
  [paymentsHistoryKey, fetchPaymentsHistory],
];

export const meta = () => [
  ...earlyReadsMeta(...READS, AUTO_PAYMENT_SETTING),
  earlyChargeMeta(),
  scriptsAtOnceMeta(),
];

export async function clientLoader() {
  const [fee, family] = startReadsIntoCache(...READS);
  void startAutoPaymentReads();
  if (!fee) return null;
  const expired = await Promise.race([
    Promise.all([fee, family]).then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STATUS_WAIT_MS)),
  ]);
  // On the page's timeline (DevTools, a field monitor, the accessibility sweep): the screen painted
  // without them, and their late arrival moves what is below them.
  if (expired) performance.mark(LAYOUT_WAIT_EXPIRED);
  return null;
}

/** The dashboard before anything is known: the grid with its blocks' placeholders. */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <DashboardSkeleton />
    </ScreenFrame>
  );
}
