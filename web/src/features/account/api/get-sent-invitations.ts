import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/account/invitations`: invitations sent and not yet accepted, newest first. */
export const sentInvitationsKey = endpoints.invitations.path;
const fetchSentInvitations = reader(endpoints.invitations.response);

export function useSentInvitations() {
  const swr = useSWR(sentInvitationsKey, fetchSentInvitations);
  return { ...swr, invitations: swr.data?.data };
}
