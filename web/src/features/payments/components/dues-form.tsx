import { useState } from 'react';
import { QuoteError } from './quote-error';
import type { AssociatedAccount, FeeInfo, SessionUser } from '../../../api/contract';
import { formatMoney } from '../../../domain/money';
import { MAX_CUOTAS } from '../../../domain/fees';
import { useAccountsValues } from '../api/get-accounts-values';
import { createDuesPayment } from '../api/create-dues-payment';
import { DuesAccounts } from './dues-accounts';
import { DuesCountSelect } from './dues-count-select';
import { DuesSummary } from './dues-summary';
import { MethodRadio } from './method-radio';
import { ChoicesColumn, PayColumns, SummaryColumn } from './pay-columns';
import { PaymentAction } from './pay-button';
import { AutoPaymentsLink } from './auto-payments-link';
import { usePayScreen } from './use-pay-screen';
import { duesQuote } from '../dues-quote';
import './payments.css';

interface DuesFormProps {
  user: SessionUser;
  fee: FeeInfo;
  associated: AssociatedAccount[];
  incorporation: boolean;
  pending: number | undefined;
}

export function DuesForm({ user, fee, associated, incorporation, pending }: DuesFormProps) {
  // From the dashboard's 'Pagar': the pending dues are already chosen (at most the 24 allowed).
  const [count, setCount] = useState(() => (!incorporation && pending ? Math.min(pending, MAX_CUOTAS) : 0));
  const [selected, setSelected] = useState<number[]>([]);
  // The per-account detail only when an associated account is ticked; the member's own months
  // follow from the paid-up month (SPEC §7 shows both calls).
  const values = useAccountsValues(count, selected, selected.length > 0);
  const screen = usePayScreen(createDuesPayment);
  // SPEC §5: an incorporation starts at the bracket's minimum, anything else at one dues.
  const min = incorporation ? fee.min_cuotas : 1;
  const quote =
    values.data && count > 0 ? duesQuote(values.data, count, fee.al_dia_hasta, associated) : undefined;
  const total = quote ? quote.grandTotal + (incorporation ? fee.incorporacion : 0) : null;
  const ready = count > 0 && total !== null && !values.isValidating;
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
          onChange={setSelected}
          disabled={locked}
        />
        <DuesCountSelect
          id="dues-count"
          min={min}
          value={count}
          onChange={setCount}
          disabled={locked}
          extra={`Valor cuota: ${formatMoney(fee.valor_cuota)}${incorporation ? ` · mínimo ${min} cuotas` : ''}`}
        />
        <MethodRadio value={screen.method} onChange={screen.setMethod} disabled={locked} />
      </ChoicesColumn>
      <SummaryColumn>
        {values.error && count > 0 && <QuoteError error={values.error} onRetry={() => values.mutate()} />}
        <DuesSummary
          count={count}
          quote={quote}
          loading={values.isValidating}
          ownName={user.nombre_completo}
          pending={pending}
          incorporacion={incorporation ? fee.incorporacion : undefined}
        />
        <PaymentAction {...screen.action} ready={ready} amount={total} onPay={pay} />
        <AutoPaymentsLink />
      </SummaryColumn>
    </PayColumns>
  );
}
