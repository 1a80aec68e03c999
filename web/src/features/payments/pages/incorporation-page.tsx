import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { feeInfoKey, fetchFeeInfo, useFeeInfo } from '../../../api/shared/get-fee-info';
import { earlyReadsMeta, type Read } from '../../../app/preload-reads';
import type { FeeConfig } from '../../../api/contract';
import { LoadError } from '../../../components/load-error';
import { LightResult } from '../../../components/light/light-result';
import { useDeferredReady } from '../../../components/use-deferred-ready';
import { feeConfigKey, fetchFeeConfig, useFeeConfig } from '../../../api/shared/get-fee-config';
import { useDuesValues } from '../../../api/shared/get-dues-values';
import { createDuesPayment } from '../api/create-dues-payment';
import { PageSkeleton } from '../components/page-skeleton';
import { DuesCountSelect } from '../components/dues-count-select';
import { MethodRadio } from '../components/method-radio';
import { usePayScreen } from '../components/use-pay-screen';
import { payScreenPage } from '../components/pay-screen-frame';
import { ChoicesColumn, PayColumns, SummaryColumn } from '../components/pay-columns';
import { PaymentAction } from '../components/pay-button';
import { IncorporationSummary } from '../components/incorporation-summary';
import { QuoteError } from '../components/quote-error';
import { STALE_TOTAL_TEXT } from '../components/dues-summary';
import { duesTotal } from '../../../domain/fees';
import { OnboardingSteps } from '../../../components/onboarding-steps/onboarding-steps';
import { LightButton } from '../../../components/light/light-button';

function IncorporationForm({ config }: { config: FeeConfig }) {
  // SPEC §2: the dues count starts from the bracket's minimum, which is also its default.
  const [count, setCount] = useState(Math.max(config.min_cuotas, config.numero_cuotas));
  const values = useDuesValues(count, 'incorporacion');
  const screen = usePayScreen(createDuesPayment);
  const locked = screen.locked;
  // Without a saved card, Webpay is the way to pay (a `payment_method=oneclick` link included).
  const { card, unknown } = screen.action.savedCard;
  const { method, setMethod } = screen;
  useEffect(() => {
    if (!unknown && card === null && method === 'oneclick') setMethod('webpay');
  }, [unknown, card, method, setMethod]);
  // A quote whose last read failed is another count's or no longer sure: marked, and 'Pagar' waits.
  const stale = Boolean(values.error);
  const ready = count > 0 && values.data !== undefined && !values.isValidating && !stale;

  const pay = () => {
    if (!values.data) return;
    screen.pay({
      numero_cuotas: count,
      tipo_pago: 'incorporacion',
      valor: config.incorporacion + duesTotal(values.data),
      min_cuota: config.min_cuotas,
      selectedAccounts: [],
    });
  };

  return (
    <PayColumns>
      <ChoicesColumn title="Paso 3: Pago">
        <p className="l-paragraph">
          Para completar tu inscripción paga la cuota de incorporación junto con tus primeras cuotas mensuales
          (mínimo {config.min_cuotas}).
        </p>
        <DuesCountSelect
          id="incorporation-count"
          min={config.min_cuotas}
          value={count}
          onChange={setCount}
          disabled={locked}
        />
        {/* A new member has no saved card: OneClick would only send them to enrol one first. */}
        {card !== null ? (
          <MethodRadio
            value={screen.method}
            settled={screen.methodSettled}
            onChange={screen.setMethod}
            disabled={locked}
          />
        ) : (
          <p className="l-paragraph l-muted">Pagas con Webpay, con tu tarjeta de crédito o débito.</p>
        )}
      </ChoicesColumn>
      <SummaryColumn>
        {values.error && <QuoteError error={values.error} onRetry={() => values.mutate()} />}
        <IncorporationSummary
          config={config}
          count={count}
          values={values.data}
          loading={values.isValidating}
        />
        {stale && values.data && !values.isValidating && (
          <p className="pay-note" role="status">
            {STALE_TOTAL_TEXT}
          </p>
        )}
        <PaymentAction
          {...screen.action}
          ready={ready}
          amount={values.data ? config.incorporacion + duesTotal(values.data) : null}
          onPay={pay}
        />
      </SummaryColumn>
    </PayColumns>
  );
}

function IncorporationScreen() {
  const navigate = useNavigate();
  const config = useFeeConfig();
  const info = useFeeInfo();
  const ready = useDeferredReady(Boolean(config.data && info.data));
  if ((config.error && !config.data) || (info.error && !info.data))
    return (
      <LoadError
        error={config.error ?? info.error}
        onRetry={() => Promise.all([config, info].filter((r) => !r.data).map((r) => r.mutate()))}
      />
    );
  if (!config.data || !info.data || !ready) return <PageSkeleton />;
  if (info.data.al_dia_hasta !== null)
    return (
      <LightResult
        status="success"
        title="Tu incorporación ya está pagada."
        extra={
          <LightButton type="primary" onClick={() => navigate(paths.dashboard)}>
            Ir al inicio
          </LightButton>
        }
      />
    );
  return (
    <>
      {/* Step 3 of the onboarding: the same indicator as the photo and interests steps. */}
      <OnboardingSteps current="pago" />
      <IncorporationForm config={config.data} />
    </>
  );
}

const TITLE = 'Pago de incorporación';

export default payScreenPage(TITLE, IncorporationScreen);

/** The two reads the screen waits for, started by the pre-rendered page before its code downloads. */
const READS: Read[] = [
  [feeConfigKey, fetchFeeConfig],
  [feeInfoKey, fetchFeeInfo],
];

export const meta = () => earlyReadsMeta(...READS);
