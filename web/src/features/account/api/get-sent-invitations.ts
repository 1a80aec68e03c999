import useSWR from 'swr';
import { reader } from '../../../api/client';
import { sentInvitations } from '../../../api/contract';

/** `GET socios/account/invitations`: invitations sent and not yet accepted, newest first. */
export const sentInvitationsKey = 'socios/account/invitations';
const fetchSentInvitations = reader(sentInvitations);

export function useSentInvitations() {
  const swr = useSWR(sentInvitationsKey, fetchSentInvitations);
  return { ...swr, invitations: swr.data?.data };
}
