import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { failureMessage } from '../../../api/client';
import type { AutoPaymentConfig } from '../../../api/contract';
import { LightAlert } from '../../../components/light/light-alert';
import { LightRadioField } from '../../../components/light/light-choice-fields';
import { LightSubmit } from '../../../components/light/light-submit';
import { fieldError } from '../../../components/field-error';
import dayjs from 'dayjs';
import { formatMoney } from '../../../domain/money';
import { AUTO_CHARGE_LAST_DAY, firstAutoCharge } from '../../../domain/fees';
import { formatMonthLong } from '../../../domain/months';
import { saveAutoPaymentConfig } from '../api/save-auto-payment-config';
import { DuesCountSelect } from './dues-count-select';

interface Values {
  numero_cuotas: number;
  authorized: boolean;
}

/** What the screen says when the API's success carries no text of its own. */
const AUTO_PAYMENT_SAVED = 'Configuración de pago automático guardada.';
const SAVE_ERROR = 'No pudimos guardar la configuración. Revisa tu conexión e inténtalo nuevamente.';
const AUTHORIZE_OPTIONS = [
  { value: true, label: 'Autorizar pago automático' },
  { value: false, label: 'Desactivar pago automático' },
] as const;

interface AutoPaymentFormProps {
  config: AutoPaymentConfig;
  valorCuota: number;
  /** Back from enrolling a card here: the member came to switch the payment on. */
  justEnrolled: boolean;
  onSaved: () => void;
}

/** When a payment switched on today is first charged ('entre el 1 y el 5 de diciembre de 2026'). */
function firstChargeText(): string {
  const { month, thisMonth } = firstAutoCharge(dayjs().format('YYYY-MM-DD'));
  return thisMonth
    ? `El primer cobro se hará en los próximos días, a más tardar el ${AUTO_CHARGE_LAST_DAY} de ${formatMonthLong(month)}.`
    : `El primer cobro se hará entre el 1 y el ${AUTO_CHARGE_LAST_DAY} de ${formatMonthLong(month)}.`;
}

/** How many dues to charge each month and whether it is on; the server's field errors show in red. */
export function AutoPaymentForm({ config, valorCuota, justEnrolled, onSaved }: AutoPaymentFormProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const initialValues = useMemo(
    () => ({ numero_cuotas: config.cuotas, authorized: justEnrolled || config.enable === 1 }),
    [config.cuotas, config.enable, justEnrolled],
  );
  const onSubmit = async (values: Values) => {
    setSaved(null);
    const result = await saveAutoPaymentConfig(values);
    if (result.ok && result.data?.status !== false) {
      setSaved(result.data?.data || AUTO_PAYMENT_SAVED);
      onSaved();
      return undefined;
    }
    const errors = result.validations?.errors ?? {};
    if (errors.numero_cuotas || errors.authorized)
      return { numero_cuotas: errors.numero_cuotas?.[0], authorized: errors.authorized?.[0] };
    return { [FORM_ERROR]: failureMessage(result, SAVE_ERROR) };
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<number> name="numero_cuotas">
            {({ input, meta }) => (
              <DuesCountSelect
                id="auto-count"
                label="Cuotas a pagar cada mes"
                min={1}
                value={input.value}
                onChange={input.onChange}
                error={fieldError(meta)}
                extra={`Valor cuota: ${formatMoney(valorCuota)} · se cobrarán ${formatMoney(valorCuota * (values.numero_cuotas || 0))} al mes`}
              />
            )}
          </Field>
          <LightRadioField name="authorized" label="Pago automático" options={AUTHORIZE_OPTIONS} vertical />
          {values.authorized && config.enable !== 1 && <p className="pay-note">{firstChargeText()}</p>}
          {submitError && <LightAlert type="error" title={submitError} />}
          {saved && <LightAlert type="success" role="status" title={saved} />}
          <LightSubmit busy={submitting} block={false}>
            Guardar
          </LightSubmit>
        </form>
      )}
    </Form>
  );
}
