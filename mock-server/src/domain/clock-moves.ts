// The demo clock can be moved back (control room, tests). Expiry is computed from the clock, so a
// session, link or Webpay token that had ended would come back to life if its row were still there.
// Before every move, whatever has ended at the current time is removed or settled for good.
// Member sessions still open travel with the clock: staff moving it to show the automatic charge
// must not end the member's session on screen (only a real idle or absolute expiry ends one).
import type { Deps } from '../deps';
import { pruneSessions } from './sessions';
import { pruneLinkTokens } from './link-tokens';
import { expireAbandoned } from './payment-commit';

export function settleEndedBeforeClockMoves(deps: Deps): void {
  const nowMs = deps.clock.nowMs();
  pruneSessions(deps, nowMs);
  pruneLinkTokens(deps, nowMs);
  expireAbandoned(deps); // an abandoned Webpay token is annulled, so its form never works again
}

/** After a move of `deltaMs`: every open session is as old, and as idle, as before the move. */
export function carrySessionsAcrossClockMove(deps: Pick<Deps, 'store'>, deltaMs: number): void {
  for (const s of deps.store.state.sessions) {
    s.createdAt += deltaMs;
    s.lastSeenAt += deltaMs;
  }
}
