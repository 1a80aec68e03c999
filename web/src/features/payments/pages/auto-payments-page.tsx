import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/load-error';
import { feeInfoKey, fetchFeeInfo, useFeeInfo } from '../../../api/shared/get-fee-info';
import { useAutoPaymentConfig } from '../api/get-auto-payment-config';
import { fetchSavedCard, savedCardKey, useSavedCard } from '../../../api/shared/get-saved-card';
import {
  AUTO_PAYMENT_SETTING,
  earlyChargeMeta,
  startAutoPaymentReads,
} from '../../../api/shared/get-auto-payment';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../../../api/shared/get-payments-history';
import { earlyReadsMeta, startReadsIntoCache, type Read } from '../../../app/preload-reads';
import { ScreenFrame } from '../../../components/screen-frame';
import { CardEnrolledBanner } from '../components/card-enrolled-banner';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { PayColumns } from '../components/pay-columns';
import { LightCard } from '../../../components/light/light-card';
import { useDeferredReady } from '../../../components/use-deferred-ready';
import { CardBox } from '../components/card-box';
import { AutoPaymentForm } from '../components/auto-payment-form';
import { AutoPaymentSummary } from '../../payments-shared/auto-payment-summary';

function AutoPaymentsScreen() {
  const [params] = useSearchParams();
  const config = useAutoPaymentConfig();
  const fee = useFeeInfo();
  const card = useSavedCard();
  const ready = useDeferredReady(Boolean(config.data && fee.data));
  if ((config.error && !config.data) || (fee.error && !fee.data) || card.failed)
    return (
      <LoadError
        error={config.error ?? fee.error}
        onRetry={() => Promise.all([config, fee, card].filter((r) => !r.data).map((r) => r.mutate()))}
      />
    );
  if (!config.data || !fee.data || !ready) return <AutoPaymentsCards />;
  // The state card reads the same keys: a saved setting or card shows there at once.
  const mutateAll = () => Promise.all([config.mutate(), card.mutate()]);
  return (
    <AutoPaymentsCards
      form={
        <AutoPaymentForm
          config={config.data}
          valorCuota={fee.data.valor_cuota}
          justEnrolled={params.get('status_oneclick') === 'true' && card.card !== null}
          onSaved={() => void mutateAll()}
        />
      }
      card={<CardBox card={card.card} loading={card.isLoading} onChanged={() => void mutateAll()} />}
      summary={<AutoPaymentSummary />}
    />
  );
}

/**
 * The screen's three cards, with their titles and the setting's explanation, which need no read:
 * the frame a member sees first already says what the screen is for (and is its largest paint).
 * Without contents, each holds a placeholder of about its size. Filled, the cards are drawn anew
 * rather than grown in place: a placeholder a few pixels off the form's height would move the cards
 * below it, a layout shift; new cards move nothing.
 */
function AutoPaymentsCards({
  form,
  card,
  summary,
}: {
  form?: ReactNode;
  card?: ReactNode;
  summary?: ReactNode;
}) {
  return (
    <PayColumns key={form ? 'filled' : 'placeholders'} busy={!form}>
      <div className="pay-col is-choices">
        <LightCard title="Configuración">
          <p className="auto-intro">
            Con el pago automático cobramos tus cuotas a tu tarjeta inscrita en los primeros días de cada mes,
            para que siempre estés al día.
          </p>
          {form ?? <LightSkeleton rows={10} />}
        </LightCard>
      </div>
      <div className="pay-col is-summary">
        <LightCard title="Tarjeta inscrita">{card ?? <LightSkeleton rows={3} />}</LightCard>
      </div>
      {/* Last: its height is known only once the history and the quote arrive, and growing here
          moves nothing on screen. */}
      <div className="pay-col">
        <LightCard title="Estado del pago automático">{summary ?? <LightSkeleton rows={4} />}</LightCard>
      </div>
    </PayColumns>
  );
}

// Inside the protected wrapper (SPEC §2), so a session is guaranteed here.
export default function AutoPaymentsPage() {
  return (
    <>
      <Heading />
      <CardEnrolledBanner />
      <AutoPaymentsScreen />
    </>
  );
}

function Heading() {
  return (
    <>
      <PageTitle>Pago Albomático</PageTitle>
      {/* Both names are the spec's (heading 'Pago Albomático', menu 'Pago Automático'): the line
          under the heading ties the club's pun to the menu item that led here. */}
      <p className="page-subtitle">Pago Automático de tus cuotas, cada mes con tu tarjeta guardada.</p>
    </>
  );
}

/**
 * Started as the screen's code downloads: the setting (and, once here, the next charge's price), the
 * dues' price and the card; the history too, for the state's last automatic charge.
 */
const READS: Read[] = [
  [feeInfoKey, fetchFeeInfo],
  [savedCardKey, fetchSavedCard],
  [paymentsHistoryKey, fetchPaymentsHistory],
];

export function clientLoader() {
  void startAutoPaymentReads();
  startReadsIntoCache(...READS);
  return null;
}

export const meta = () => [...earlyReadsMeta(...READS, AUTO_PAYMENT_SETTING), earlyChargeMeta()];

/** What a member opening it cold sees first: the heading and the cards, placeholders inside. */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <Heading />
      <AutoPaymentsCards />
    </ScreenFrame>
  );
}
