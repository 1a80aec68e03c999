import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/**
 * `GET socios/account/invitations`: invitations sent and not yet accepted, newest first. Not in
 * SPEC §7: an API without it lists none (the block is simply absent).
 */
export const sentInvitationsKey = endpoints.invitations.path;
export const fetchSentInvitations = reader(endpoints.invitations.response, () => ({ data: [] }));

export function useSentInvitations() {
  const swr = useSWR(sentInvitationsKey, fetchSentInvitations);
  return { ...swr, invitations: swr.data?.data };
}
