import { LightPopover } from '../../../components/light/light-popover';
import { VALUE_CHANGE_MONTH } from '../../../domain/fees';
import { addMonths, formatMonthLong } from '../../../domain/months';

const since = formatMonthLong(VALUE_CHANGE_MONTH);
/** 'junio de 2023': the first month at the current value. */
export const NEW_VALUES_FROM = since;
/** 'mayo de 2023': the last month at the old value. */
export const OLD_VALUES_UNTIL = formatMonthLong(addMonths(VALUE_CHANGE_MONTH, -1));
export const VALUE_CHANGE_TEXT = `Desde ${since} cambió el valor de las cuotas. Las cuotas de los meses hasta ${OLD_VALUES_UNTIL} se pagan con el valor anterior, y las cuotas desde ${since} con el valor actual.`;

/** The ⓘ next to the breakdown. Opens on click (and Enter/Space), so it also works on phones. */
export function ValueChangePopover() {
  return (
    <LightPopover label="¿Por qué hay dos valores de cuota?" face="i" title="Cambio de valor de las cuotas">
      {VALUE_CHANGE_TEXT}
    </LightPopover>
  );
}
