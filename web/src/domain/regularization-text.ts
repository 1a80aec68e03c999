// What the regularisation offer says it costs, in one place: the dashboard's box, the dues screen's
// hint and the regularisation screen. An offer that names only the saving hides what the member
// gives up (SPEC §5), so every place that makes it says the same price in the same words.
import { duesText } from './dues-text';
import { REGULARIZATION_YEARS } from './fees';

/** SPEC §5: once regularised, the 30-year honorary path is closed for good. */
export const HONORARY_LOSS_TEXT =
  'Al regularizar ya no podrás optar a ser socio honorario por cumplir 30 años como socio.';

/** The whole price beside the saving: the honorary path, and the benefit's once-in-years use. */
export const regularizationTradeOffText = () =>
  `A cambio, ya no podrás optar a ser socio honorario por cumplir 30 años como socio, y solo puedes regularizar una vez cada ${REGULARIZATION_YEARS} años.`;

/**
 * What the equivalent dues settle: every pending month, for the price of fewer. Said as two lines so
 * '45 … 23' never reads as 23 of the 45 being covered.
 */
export const regularizationSettles = (pending: number, equivalent: number) => ({
  settles: pending === 1 ? 'tu cuota pendiente' : `tus ${pending} cuotas pendientes, todas`,
  priceOf: duesText(equivalent),
});
