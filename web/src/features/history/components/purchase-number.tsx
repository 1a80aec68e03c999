import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

/** SPEC §2's column 'Nº', to the letter, and what the number is, as every other screen names it. */
export const PURCHASE_NUMBER_HEADER = (
  <>
    Nº <span className="history-th-detail">{PURCHASE_NUMBER.replace(/^Nº /, '')}</span>
  </>
);
