import { useState } from 'react';
import { fetchSavedCard, savedCardKey } from '../../../api/shared/get-saved-card';
import { earlyReadsMeta, type Read } from '../../../app/preload-reads';
import { EXTRAORDINARY_DEFAULT, extraordinaryTotal } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { createExtraordinaryPayment } from '../api/create-extraordinary-payment';
import { DuesCountSelect } from '../components/dues-count-select';
import { AmountSelect } from '../components/amount-select';
import { MethodRadio } from '../components/method-radio';
import { usePayScreen } from '../components/use-pay-screen';
import { payScreenPage } from '../components/pay-screen-frame';
import { ChoicesColumn, PayColumns, SummaryColumn } from '../components/pay-columns';
import { PaymentAction } from '../components/pay-button';
import type { SummaryRow } from '../components/summary-list';

function ExtraordinaryForm() {
  const [count, setCount] = useState(0);
  const [amount, setAmount] = useState(EXTRAORDINARY_DEFAULT);
  const screen = usePayScreen(createExtraordinaryPayment);
  const total = extraordinaryTotal(count, amount);
  const locked = screen.locked;

  const pay = () =>
    screen.pay({
      numero_cuotas: count,
      tipo_pago: 'extraordinaria',
      valor_cuota_extraordinaria: amount,
      valor: total,
      min_cuota: 1,
    });

  const summary: SummaryRow[] = [
    { label: 'Cantidad de cuotas', value: count || '—' },
    { label: 'Monto por cuota', value: formatMoney(amount) },
    { label: 'Total a pagar', value: formatMoney(total), kind: 'total' },
  ];

  return (
    <PayColumns>
      <ChoicesColumn title="Tu aporte">
        <p className="l-paragraph">
          La cuota extraordinaria es un aporte voluntario que se suma a tu cuota mensual y ayuda al club a
          financiar proyectos especiales. Elige cuántas cuotas quieres aportar y el monto de cada una.
        </p>
        <DuesCountSelect
          id="extraordinary-count"
          min={1}
          value={count}
          onChange={setCount}
          disabled={locked}
        />
        <AmountSelect value={amount} onChange={setAmount} disabled={locked} />
        <MethodRadio
          value={screen.method}
          settled={screen.methodSettled}
          onChange={screen.setMethod}
          disabled={locked}
        />
      </ChoicesColumn>
      <SummaryColumn label="Resumen del aporte" rows={summary}>
        <PaymentAction {...screen.action} ready={count > 0} amount={total} onPay={pay} />
      </SummaryColumn>
    </PayColumns>
  );
}

const TITLE = 'Cuota extraordinaria';

export default payScreenPage(TITLE, ExtraordinaryForm);

/** The pay method's saved card, started by the pre-rendered page before its code downloads. */
const READS: Read[] = [[savedCardKey, fetchSavedCard]];

export const meta = () => earlyReadsMeta(...READS);
