// What the demo personas are quoted on the pinned day (TEST_NOW, 2026-11-21), computed from the fee
// schedule, so the tests of every harness follow a price change instead of repeating the prices.
// It imports only the schedule, which is plain data.
import { bracketFees, FEE_SCHEDULE } from '../web/src/domain/fee-schedule';

/** A bracket's row: María José, Juan Carlos and Camila are regular; Tomás child; Sofía youth; Pedro senior; Roberto category 13. */
export const REGULAR = bracketFees('regular');
export const CHILD = bracketFees('child');
export const YOUTH = bracketFees('youth');
export const SENIOR = bracketFees('senior');
export const CATEGORY13 = bracketFees('category13');

/** Pedro, paid up to 2023-02, owes 45 dues: 3 before the June 2023 value change, 42 from it. */
export const PEDRO_DEBT = 3 * SENIOR.duesBefore + 42 * SENIOR.dues;

/** He may regularise for half of it, rounded, which is worth this many of his dues. */
export const PEDRO_REGULARIZATION = {
  valor: Math.round(PEDRO_DEBT / 2),
  numero_cuotas: Math.ceil(Math.round(PEDRO_DEBT / 2) / SENIOR.dues),
};

/** The club's list of extraordinary amounts, and the one the tests choose: not the first, which the screen opens with. */
export const EXTRAORDINARY_LIST = FEE_SCHEDULE.extraordinaryAmounts;
export const EXTRAORDINARY_DEFAULT = FEE_SCHEDULE.extraordinaryDefault;
export const EXTRAORDINARY_CHOICE = EXTRAORDINARY_LIST[3]!;
