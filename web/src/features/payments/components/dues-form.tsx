import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { QuoteError } from './quote-error';
import type { AssociatedAccount, FeeInfo, SessionUser } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { MAX_CUOTAS } from '../../../domain/fees';
import { useAccountsValues } from '../../../api/shared/get-accounts-values';
import { createDuesPayment } from '../api/create-dues-payment';
import { DuesAccounts } from './dues-accounts';
import { DuesCountSelect } from './dues-count-select';
import { DuesSummary } from './dues-summary';
import { MethodRadio } from './method-radio';
import { ChoicesColumn, PayColumns, SummaryColumn } from './pay-columns';
import { PaymentAction } from './pay-button';
import { AutoPaymentsLink } from './auto-payments-link';
import { OpenPaymentBeside } from './open-payment-notice';
import { usePayScreen } from './use-pay-screen';
import { duesQuote } from '../dues-quote';
import { readDuesChoice, writeDuesChoice, type DuesChoice } from '../dues-choice';
import { familyPending } from '../family-pending';
import './payments.css';

interface DuesFormProps {
  user: SessionUser;
  fee: FeeInfo;
  associated: AssociatedAccount[];
  incorporation: boolean;
  pending: number | undefined;
}

export function DuesForm({ user, fee, associated, incorporation, pending }: DuesFormProps) {
  // SPEC §5: an incorporation starts at the bracket's minimum, anything else at one dues.
  const min = incorporation ? fee.min_cuotas : 1;
  // The choice lives in the query (hrefs.dues): a link chooses it, and a reload, an ended session's
  // login or the provider's return bring it back as it was.
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Read from the query once; then the screen's own state, written back to the query: a tick must
  // show at once, not when the navigation that records it lands.
  const [choice, setChoice] = useState(() => readDuesChoice(params, associated, min));
  const screen = usePayScreen(createDuesPayment);
  // Without a count in the query, the pending dues are chosen (at most the 24 allowed).
  const count = choice.numeroCuotas ?? (!incorporation && pending ? Math.min(pending, MAX_CUOTAS) : 0);
  const selected = choice.cuentas;
  const choose = (next: Partial<DuesChoice>) => {
    screen.clearError();
    const updated = { cuentas: selected, numeroCuotas: count, ...next };
    setChoice(updated);
    setParams(writeDuesChoice(params, updated), {
      replace: true,
      state, // what the linking screen passed (SPEC §2) stays with the screen
    });
  };
  // The per-account detail only when an associated account is ticked; the member's own months
  // follow from the paid-up month (SPEC §7 shows both calls).
  const values = useAccountsValues(count, selected, selected.length > 0);
  const quote =
    values.data && count > 0 ? duesQuote(values.data, count, fee.al_dia_hasta, associated) : undefined;
  const total = quote ? quote.grandTotal + (incorporation ? fee.incorporacion : 0) : null;
  // A quote whose last read failed is not this choice's (the previous count's, kept on screen while
  // the new one loads) or no longer sure: shown as not up to date, and 'Pagar' waits for a fresh one.
  const stale = Boolean(values.error);
  // A payment still open holds the dues: the API would refuse a second one (OpenPaymentBeside).
  const open = fee.pago_en_curso ?? null;
  const ready = count > 0 && total !== null && !values.isValidating && !stale && !open;
  const locked = screen.locked;

  const pay = () => {
    if (total === null) return;
    screen.pay({
      numero_cuotas: count,
      tipo_pago: incorporation ? 'incorporacion' : 'cuotas',
      valor: total,
      min_cuota: min,
      selectedAccounts: selected,
    });
  };

  return (
    <PayColumns>
      <ChoicesColumn title="Cuotas a pagar">
        <DuesAccounts
          own={{
            name: user.nombre_completo,
            rut: user.rut,
            alDiaHasta: fee.al_dia_hasta,
            valorCuota: fee.valor_cuota,
          }}
          associated={associated}
          selected={selected}
          onChange={(cuentas) => choose({ cuentas })}
          disabled={locked}
        />
        <DuesCountSelect
          id="dues-count"
          min={min}
          value={count}
          onChange={(n) => choose({ numeroCuotas: n })}
          disabled={locked}
          extra={`Valor cuota: ${formatMoney(fee.valor_cuota)}${incorporation ? ` · mínimo ${min} cuotas` : ''}`}
        />
        <MethodRadio
          value={screen.method}
          settled={screen.methodSettled}
          onChange={screen.setMethod}
          disabled={locked}
        />
      </ChoicesColumn>
      <SummaryColumn>
        {values.error && count > 0 && <QuoteError error={values.error} onRetry={() => values.mutate()} />}
        <DuesSummary
          count={count}
          quote={quote}
          loading={values.isValidating}
          stale={stale}
          ownName={user.nombre_completo}
          pending={pending === undefined ? undefined : familyPending(pending, associated)}
          incorporacion={incorporation ? fee.incorporacion : undefined}
        />
        <OpenPaymentBeside open={open} />
        <PaymentAction {...screen.action} ready={ready} amount={total} onPay={pay} />
        <AutoPaymentsLink />
      </SummaryColumn>
    </PayColumns>
  );
}
