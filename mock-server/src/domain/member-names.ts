// Names behind RUTs, for the invite form's preview.
import type { MemberRecord } from '../store/types';
import { notFound } from '../http/errors';
import type { Deps } from '../deps';
import { whyNot } from './associates';
import { HOUR_MS, takeAllowances } from './mail-quota';
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
  takeAllowances(deps, [[key, NAME_LOOKUP_LIMIT]], {
    windowMs: HOUR_MS,
    nowMs: clock.nowMs(),
    message: TOO_MANY_NAME_LOOKUPS,
  });
  const invitee = store.memberByRut(rut);
  if (!invitee || whyNot(guardian, invitee)) throw notFound(NO_INVITABLE_MEMBER);
  return fullName(invitee);
}
