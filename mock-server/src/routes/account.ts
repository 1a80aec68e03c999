import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps';
import type {
  AssociatedAccount,
  DataResponse,
  InviteResponse,
  MemberName,
  MessageResponse,
  SentInvitation,
} from '../../../web/src/api/contract';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { intField, rutField } from '../http/schemas';
import { currentMember, requireAuth } from '../http/require-auth';
import { associatesOf, fullName } from '../domain/members';
import { associatedAccount } from '../domain/dues-quotes';
import * as associates from '../domain/associates';
import { invitableName } from '../domain/member-names';
import { invitationPage } from '../pages/invitation-page';

/** `GET socios/account/guardian`: who manages this member's account, or null. */
export interface GuardianInfo {
  nombre_completo: string;
}

const inviteRequest = requestSchema({ body: z.strictObject({ rut: rutField }) });
// Opened from the invitee's e-mail: an unknown or mistyped link goes to the page that says so.
const acceptRequest = requestSchema({
  params: z.strictObject({ token: z.string().max(200, 'Enlace inválido.') }),
});
const deleteRequest = requestSchema({
  body: z.strictObject({
    user_id: intField(1, Number.MAX_SAFE_INTEGER, 'Elige una cuenta asociada.'),
  }),
});
const nameRequest = requestSchema({ params: z.strictObject({ rut: rutField }) });

export function accountRoutes(deps: Deps): Router {
  const { store, clock, config } = deps;
  const router = Router();
  const auth = requireAuth(deps);
  router.post('/socios/account/invite_associated', auth, (req, res) => {
    const { rut } = parseRequest(inviteRequest, req).body;
    associates.invite(deps, currentMember(res), rut, config.publicUrl);
    const body: InviteResponse = { status: true, data: associates.INVITATION_SENT };
    res.json(body);
  });
  // Opened from the invitee's e-mail, so no bearer token: the single-use link is the credential.
  // The GET only shows what accepting means (mail scanners open links); the page's POST accepts.
  const toAccount = (ok: boolean) =>
    `${config.webUrl}/my-account?menu=associate-accounts&invitation_accepted=${ok ? 'true' : 'false'}`;
  router.get('/socios/account/associated/accept/:token', (req, res) => {
    const { token } = parseRequest(acceptRequest, req).params;
    const pending = associates.pendingInvitation(deps, token, clock.nowMs());
    if (!pending) return res.redirect(302, toAccount(false));
    res
      .type('html')
      .set('referrer-policy', 'no-referrer')
      .send(invitationPage(pending.guardian, pending.invitee));
  });
  router.post('/socios/account/associated/accept/:token', (req, res) => {
    const { token } = parseRequest(acceptRequest, req).params;
    const ok = associates.acceptInvitation(deps, token, clock.nowMs());
    res.redirect(303, toAccount(ok));
  });
  // What the member sent and is still waiting for (the SPA lists it under 'Cuentas asociadas').
  router.get('/socios/account/invitations', auth, noInput, (_req, res) => {
    const body: DataResponse<SentInvitation[]> = {
      data: associates.sentInvitations(deps, currentMember(res), clock.nowMs()),
    };
    res.json(body);
  });
  // The invited member's side: who manages my account, and leaving that care.
  router.get('/socios/account/guardian', auth, noInput, (_req, res) => {
    const guardianId = currentMember(res).guardianId;
    const guardian = guardianId === null ? undefined : store.memberById(guardianId);
    const body: DataResponse<GuardianInfo | null> = {
      data: guardian ? { nombre_completo: fullName(guardian) } : null,
    };
    res.json(body);
  });
  router.post('/socios/account/associated/leave', auth, noInput, (_req, res) => {
    associates.leaveGuardianship(currentMember(res));
    const body: MessageResponse = { status: true, data: associates.LEFT_GUARDIANSHIP };
    res.json(body);
  });
  router.get('/socios/account/associated', auth, noInput, (_req, res) => {
    const accounts = associatesOf(deps, currentMember(res).id).map((m) => associatedAccount(m, clock));
    const body: DataResponse<AssociatedAccount[]> = { data: accounts };
    res.json(body);
  });
  router.post('/socios/account/delete_associated', auth, (req, res) => {
    const { user_id } = parseRequest(deleteRequest, req).body;
    associates.removeAssociate(deps, currentMember(res), user_id);
    const body: MessageResponse = { status: true, data: associates.ASSOCIATE_REMOVED };
    res.json(body);
  });
  router.get('/socios/name/:rut', auth, (req, res) => {
    const { rut } = parseRequest(nameRequest, req).params;
    const nombre_completo = invitableName(deps, currentMember(res), rut);
    const body: DataResponse<MemberName> = { data: { nombre_completo } };
    res.json(body);
  });
  return router;
}
