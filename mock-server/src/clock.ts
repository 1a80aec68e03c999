// The mock's clock. Pinned (MOCK_NOW, tests, the control room) or following real time, so that
// "3 dues pending" and the monthly automatic charge can be demonstrated in any month.
import type { IsoDate, YearMonth } from '../../web/src/api/contract';

export interface Clock {
  now(): Date;
  nowMs(): number;
  today(): IsoDate;
  month(): YearMonth;
  /** Pin the clock to an ISO date-time, or follow real time again with null. */
  set(iso: string | null): void;
  pinned(): boolean;
}

export function createClock(initial?: string | null): Clock {
  let pinnedAt: number | null = null;
  const clock: Clock = {
    now: () => new Date(pinnedAt ?? Date.now()),
    nowMs: () => pinnedAt ?? Date.now(),
    today: () => chileDate(clock.now()),
    month: () => clock.today().slice(0, 7),
    set(iso) {
      if (iso === null) {
        pinnedAt = null;
        return;
      }
      const ms = Date.parse(iso);
      if (Number.isNaN(ms)) throw new Error(`Invalid clock value: ${iso}`);
      pinnedAt = ms;
    },
    pinned: () => pinnedAt !== null,
  };
  if (initial) clock.set(initial);
  return clock;
}

// Dates are the club's calendar day (Chile), not UTC: a payment at 22:00 in Santiago is "today".
function chileDate(d: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(d);
}
