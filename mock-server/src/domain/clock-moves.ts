// The demo clock can be moved back (control room, tests). Expiry is computed from the clock, so a
// session, link or Webpay token that had ended would come back to life if its row were still there.
// Before every move, whatever has ended at the current time is removed or settled for good.
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
