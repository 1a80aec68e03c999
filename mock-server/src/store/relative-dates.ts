// Fixtures write dates relative to the mock's clock ("now-3" = three months ago) so that a demo
// looks the same in any month; absolute values ('2023-02', '2020-05-14') pass through.
import { addMonths } from '../../../web/src/domain/months';
import type { Clock } from '../clock';

/** 'now', 'now-3', 'now+1' → YYYY-MM; 'YYYY-MM' → itself; null → null. */
export function resolveMonth(value: string | null, clock: Clock): string | null {
  if (value === null) return null;
  const m = /^now([+-]\d+)?$/.exec(value);
  return m ? addMonths(clock.month(), Number(m[1] ?? 0)) : value;
}

/** 'now-2/05' → day 05 of the month two months ago; 'now' → today; ISO dates pass through. */
export function resolveDate(value: string | null, clock: Clock): string | null {
  if (value === null) return null;
  if (value === 'now') return clock.today();
  const m = /^(now(?:[+-]\d+)?)\/(\d{2})$/.exec(value);
  return m ? `${resolveMonth(m[1]!, clock)}-${m[2]}` : value;
}
