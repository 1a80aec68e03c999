// The mock's clock. It starts at MOCK_NOW (or the control room's date) and runs from there, so a
// demo shows expiries happen (Webpay's 5 minutes, sessions, the confirmation delay) in any month;
// frozen (MOCK_FREEZE=1, every test) it holds still at the time it was set. With no time set it
// follows real time.
import type { IsoDate, YearMonth } from '../../web/src/api/contract';

export interface Clock {
  now(): Date;
  nowMs(): number;
  today(): IsoDate;
  month(): YearMonth;
  /** Start the clock at an ISO date-time (it runs from there unless frozen), or follow real time with null. */
  set(iso: string | null): void;
  /** Set to a chosen time (MOCK_NOW or the control room) rather than following real time. */
  pinned(): boolean;
  /** Holds still at the time it was set (MOCK_FREEZE=1, tests). */
  frozen(): boolean;
  /** Where the demo started: the time it was created with (MOCK_NOW), or null for real time. */
  start(): string | null;
  /** Back to the demo's start: set to `start()` again (it runs from there unless frozen). */
  restart(): void;
}

export interface ClockOptions {
  /** Hold still at the time set; false = run from it. */
  frozen?: boolean;
}

export function createClock(initial?: string | null, options: ClockOptions = {}): Clock {
  const frozen = options.frozen ?? false;
  // Running: real time plus an offset; frozen: the time set. null = real time.
  let offsetMs: number | null = null;
  let frozenAt: number | null = null;
  const nowMs = () => frozenAt ?? Date.now() + (offsetMs ?? 0);
  const clock: Clock = {
    now: () => new Date(nowMs()),
    nowMs,
    today: () => chileDate(clock.now()),
    month: () => clock.today().slice(0, 7),
    set(iso) {
      if (iso === null) {
        offsetMs = frozenAt = null;
        return;
      }
      const ms = Date.parse(iso);
      if (Number.isNaN(ms)) throw new Error(`Invalid clock value: ${iso}`);
      if (frozen) frozenAt = ms;
      else offsetMs = ms - Date.now();
    },
    pinned: () => offsetMs !== null || frozenAt !== null,
    frozen: () => frozen,
    start: () => initial ?? null,
    // Through `clock.set`, not the closure's: app.ts wraps it to settle what ended before a move.
    restart: () => clock.set(initial ?? null),
  };
  if (initial) clock.set(initial);
  return clock;
}

// Dates are the club's calendar day (Chile), not UTC: a payment at 22:00 in Santiago is "today".
export function chileDate(d: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(d);
}
