import type { TipoPago } from '../../../api/contract';
import { hrefs, paths } from '../../../app/paths';

export const TIPO_LABELS: Record<TipoPago, string> = {
  cuotas: 'Cuotas',
  incorporacion: 'Incorporación',
  extraordinaria: 'Cuota extraordinaria',
  regularizacion: 'Regularización',
  pago_automatico: 'Pago automático',
};

/** Transbank's payment_type_code, as a member would say it. */
export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  VD: 'Débito',
  VN: 'Crédito',
  VC: 'Crédito en cuotas',
  SI: 'Crédito, 3 cuotas sin interés',
  S2: 'Crédito, 2 cuotas sin interés',
  NC: 'Crédito, cuotas sin interés',
  VP: 'Prepago',
};

/** Where a rejected or annulled payment can be tried again: the screen of its kind. */
export const payAgainHref = (tipo: TipoPago): string =>
  ({
    cuotas: hrefs.dues(),
    incorporacion: paths.validationIncorporation,
    extraordinaria: hrefs.extraordinary(),
    regularizacion: hrefs.regularization(),
    pago_automatico: hrefs.autoPayments(),
  })[tipo];
