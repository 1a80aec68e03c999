// Names behind RUTs, for the invite form's preview.
import type { MemberRecord } from '../store/types';
import { notFound, tooManyRequests } from '../http/errors';
import type { Deps } from '../deps';
import { whyNot } from './associates';
import { HOUR_MS, quotaUsed, spendQuota } from './mail-quota';
import { fullName } from './members';

export const NAME_LOOKUP_LIMIT = 20;
export const NO_INVITABLE_MEMBER = 'No hay un socio que puedas invitar con ese RUT.';
export const TOO_MANY_NAME_LOOKUPS =
  'Consultaste demasiados RUT en la última hora. Vuelve a intentarlo más tarde.';

/**
 * `socios/name/{rut}`: the full name behind a RUT, only when the member may invite it (the invite
 * form's preview), and at most 20 lookups an hour per member, so a login cannot turn the member
 * list into names. Any other RUT (nobody's, the member's own, someone else's associate) answers the
 * same 404.
 */
export function invitableName(deps: Pick<Deps, 'store' | 'clock'>, guardian: MemberRecord, rut: string) {
  const { store, clock } = deps;
  const key = `name-lookup:${guardian.id}`;
  if (quotaUsed(deps, key, HOUR_MS, clock.nowMs()) >= NAME_LOOKUP_LIMIT)
    throw tooManyRequests(TOO_MANY_NAME_LOOKUPS, HOUR_MS);
  spendQuota(deps, key, clock.nowMs());
  const invitee = store.memberByRut(rut);
  if (!invitee || whyNot(guardian, invitee)) throw notFound(NO_INVITABLE_MEMBER);
  return fullName(invitee);
}
