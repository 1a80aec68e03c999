// Password guessing limits that slow the guesser down without locking the member out. Wrong
// passwords are counted by RUT and by the source address that typed them, within a 15-minute window:
// - one source on one RUT: 5 free, then it waits 30 s, 1, 2, 4… minutes (at most 10) between tries;
// - sources the member never logged in from: also slowed once a RUT has 20 failures from anyone,
//   once the source has 20 failures across RUTs, or once the whole API has 500 failures;
// - a source the member logged in from (knownSources) skips those three: a stranger hammering the
//   RUT from elsewhere cannot keep the member out, only slow down its own tries.
// Logins, the current password asked by 'Mis Datos' and by the password change count together, so
// a stolen token does not open a second, unlimited way to guess. Checks from one source run one
// at a time (oneAtATime), so a burst sent at once is counted exactly instead of slipping past the
// limit, and a login still in flight is never counted as a failure.
import { tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 5;
export const RUT_FREE_FAILURES = 20;
export const SOURCE_FREE_FAILURES = 20;
export const GLOBAL_FREE_FAILURES = 500;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 10 * 60 * 1000;
const KNOWN_SOURCE_MS = 90 * 24 * 60 * 60 * 1000;
const KNOWN_SOURCES_PER_RUT = 5;
export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';

type Failure = { rut: string; source: string; at: number };

/** How long `failures` (newest last) make the next try wait: nothing until `free`, then doubling. */
function waitAfter(failures: Failure[], free: number, nowMs: number): number {
  const last = failures[failures.length - 1];
  if (!last || failures.length < free) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures.length - free), MAX_WAIT_MS);
  return Math.max(0, last.at + wait - nowMs);
}

export function isKnownSource(deps: Pick<Deps, 'store'>, rut: string, source: string): boolean {
  return deps.store.state.knownSources.some((k) => k.rut === rut && k.source === source);
}

/** Milliseconds this source must wait before trying this RUT again (0: it may try now). */
export function waitBeforeTry(deps: Pick<Deps, 'store'>, rut: string, source: string, nowMs: number): number {
  const { state } = deps.store;
  state.loginFailures = state.loginFailures.filter((f) => nowMs - f.at < FAILURE_WINDOW_MS);
  const all = state.loginFailures;
  const pair = waitAfter(
    all.filter((f) => f.rut === rut && f.source === source),
    FREE_FAILURES,
    nowMs,
  );
  if (isKnownSource(deps, rut, source)) return pair;
  return Math.max(
    pair,
    waitAfter(
      all.filter((f) => f.rut === rut),
      RUT_FREE_FAILURES,
      nowMs,
    ),
    waitAfter(
      all.filter((f) => f.source === source),
      SOURCE_FREE_FAILURES,
      nowMs,
    ),
    waitAfter(all, GLOBAL_FREE_FAILURES, nowMs),
  );
}

/** Throws 429 (with Retry-After in seconds) while this source must wait for this RUT. */
export function assertMayTry(deps: Pick<Deps, 'store'>, rut: string, source: string, nowMs: number): void {
  const wait = waitBeforeTry(deps, rut, source, nowMs);
  if (wait > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, wait);
}

export function recordFailure(deps: Pick<Deps, 'store'>, rut: string, source: string, nowMs: number): void {
  deps.store.state.loginFailures.push({ rut, source, at: nowMs });
}

/** The right password: this source's failures for the RUT are forgotten and the source is known. */
export function recordSuccess(deps: Pick<Deps, 'store'>, rut: string, source: string, nowMs: number): void {
  const { state } = deps.store;
  state.loginFailures = state.loginFailures.filter((f) => f.rut !== rut || f.source !== source);
  const others = state.knownSources.filter(
    (k) => nowMs - k.at < KNOWN_SOURCE_MS && !(k.rut === rut && k.source === source),
  );
  const mine = others.filter((k) => k.rut === rut).slice(-(KNOWN_SOURCES_PER_RUT - 1));
  state.knownSources = [...others.filter((k) => k.rut !== rut), ...mine, { rut, source, at: nowMs }];
}

/** A password reset proves the mailbox: every failure counted against the RUT is forgotten. */
export function clearFailures(deps: Pick<Deps, 'store'>, rut: string): void {
  const { state } = deps.store;
  state.loginFailures = state.loginFailures.filter((f) => f.rut !== rut);
}

// Per app (keyed by its store), not per process: two apps in one test run never wait on each other.
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `work` after every earlier check from the same source has finished. */
export function oneAtATime<T>(deps: Pick<Deps, 'store'>, source: string, work: () => Promise<T>): Promise<T> {
  let bySource = queues.get(deps.store);
  if (!bySource) queues.set(deps.store, (bySource = new Map()));
  const before = bySource.get(source) ?? Promise.resolve();
  const result = before.then(work, work);
  const tail = result.catch(() => undefined);
  bySource.set(source, tail);
  void tail.then(() => {
    if (bySource.get(source) === tail) bySource.delete(source);
  });
  return result;
}
