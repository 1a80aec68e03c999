import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../domain/money';
import { addMonths, formatMonthLong } from '../../../domain/months';
import {
  REGULARIZATION_PERCENT,
  REGULARIZATION_THRESHOLD,
  regularizationRuleText,
} from '../../../domain/fees';
import { regularizationSettles } from '../../../domain/regularization-text';
import { feeInfoKey, fetchFeeInfo, useFeeInfo } from '../../../api/shared/get-fee-info';
import { fetchSavedCard, savedCardKey } from '../../../api/shared/get-saved-card';
import { earlyReadsMeta, type Read } from '../../../app/preload-reads';
import { useRegularizationAmount } from '../../../api/shared/get-regularization-amount';
import { createRegularizationPayment } from '../api/create-regularization-payment';
import { PageSkeleton } from '../components/page-skeleton';
import { useDeferredReady } from '../../../components/use-deferred-ready';
import { MethodRadio } from '../components/method-radio';
import { usePayScreen } from '../components/use-pay-screen';
import { payScreenPage } from '../components/pay-screen-frame';
import { ChoicesColumn, PayColumns, SummaryColumn } from '../components/pay-columns';
import { PaymentAction } from '../components/pay-button';
import type { SummaryRow } from '../components/summary-list';
import { RegularizationBlocked } from '../components/regularization-blocked';
import { LightAlert } from '../../../components/light/light-alert';
import { LightCheckbox } from '../../../components/light/light-toggles';

function RegularizationScreen() {
  const amount = useRegularizationAmount();
  const fee = useFeeInfo();
  const [understood, setUnderstood] = useState(false);
  const screen = usePayScreen(createRegularizationPayment);
  const ready = useDeferredReady(Boolean(amount.data) && !fee.isLoading);
  if (amount.error && !amount.data) return <LoadError error={amount.error} onRetry={() => amount.mutate()} />;
  // The fee info names the month the member will be al día until: wait for it too, so nothing moves
  // once the screen is shown.
  if (!amount.data || fee.isLoading || !ready) return <PageSkeleton />;
  // SPEC §3 gives the pending amount only cuotas_equivalentes and total; whether the member may
  // regularise and how many dues are pending are the fee info's (SPEC §3 "Fee info") unless the
  // amount carries them too.
  const a = {
    ...amount.data,
    puede_regularizar: amount.data.puede_regularizar ?? fee.data?.puede_regularizar,
    cuotas_pendientes: amount.data.cuotas_pendientes ?? fee.data?.cuotas_pendientes,
  };
  if (a.puede_regularizar === undefined || a.cuotas_pendientes === undefined)
    return <LoadError error={fee.error} onRetry={() => fee.mutate()} />;
  const pending = a.cuotas_pendientes;

  const pay = () => screen.pay({ numero_cuotas: pending, tipo_pago: 'regularizacion', valor: a.total });

  // Regularising pays every pending month: the member is al día up to the current one.
  const alDiaAfter = fee.data?.al_dia_hasta ? addMonths(fee.data.al_dia_hasta, pending) : null;
  // Nothing owed: the explanation alone, a summary of zeros would only confuse.
  const showSummary = a.puede_regularizar || pending > 0;
  // What regularising would cost and bring only to a member who may: to anyone else a payable total
  // is a promise the screen cannot keep. They see what they owe, and how to pay it.
  const owed: SummaryRow[] = [
    { label: 'Cuotas pendientes', value: pending },
    ...(a.deuda !== undefined ? [{ label: 'Deuda total', value: formatMoney(a.deuda) }] : []),
  ];
  // All of them are settled, for the price of the equivalent dues: never 'equivale a 23' beside 45.
  const settles = regularizationSettles(pending, a.cuotas_equivalentes);
  const summary: SummaryRow[] = a.puede_regularizar
    ? [
        ...owed,
        { label: 'Saldas', value: settles.settles },
        { label: 'Por el precio de', value: settles.priceOf },
        ...(alDiaAfter ? [{ label: 'Quedarás al día hasta', value: formatMonthLong(alDiaAfter) }] : []),
        { label: `Total a pagar (${REGULARIZATION_PERCENT}%)`, value: formatMoney(a.total), kind: 'total' },
      ]
    : owed;

  return (
    <PayColumns>
      <ChoicesColumn title="Regulariza tu deuda" alone={!showSummary}>
        <p className="l-paragraph">
          Si tienes {REGULARIZATION_THRESHOLD} o más cuotas pendientes, {regularizationRuleText()}
        </p>
        {a.puede_regularizar ? (
          <LightAlert
            type="warning"
            title="Importante: al regularizar ya no podrás optar a ser socio honorario por cumplir 30 años como socio."
            description={
              <LightCheckbox checked={understood} onChange={setUnderstood}>
                Entiendo que al regularizar pierdo la opción de ser socio honorario.
              </LightCheckbox>
            }
          />
        ) : (
          <p className="l-paragraph l-muted">
            Importante: al regularizar ya no podrás optar a ser socio honorario por cumplir 30 años como
            socio.
          </p>
        )}
        {a.puede_regularizar ? (
          <MethodRadio
            value={screen.method}
            settled={screen.methodSettled}
            onChange={screen.setMethod}
            disabled={screen.locked}
          />
        ) : (
          <RegularizationBlocked pending={pending} />
        )}
      </ChoicesColumn>
      {showSummary && (
        <SummaryColumn label="Resumen de la regularización" rows={summary}>
          {a.puede_regularizar && (
            <PaymentAction {...screen.action} ready={understood} amount={a.total} onPay={pay} />
          )}
        </SummaryColumn>
      )}
    </PayColumns>
  );
}

const TITLE = 'Regularización';

export default payScreenPage(TITLE, RegularizationScreen);

/** The payment status and the pay method's saved card, started by the pre-rendered page before its code downloads. */
const READS: Read[] = [
  [feeInfoKey, fetchFeeInfo],
  [savedCardKey, fetchSavedCard],
];

export const meta = () => earlyReadsMeta(...READS);
