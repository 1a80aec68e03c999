import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from './deps';
import type {
  AssociatedAccount,
  DataResponse,
  InviteResponse,
  MemberName,
  MessageResponse,
} from '../../../web/src/api/contract';
import { noInput, parseRequest, requestSchema } from '../http/request';
import { intField, rutField } from '../http/schemas';
import { notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { currentMember, requireAuth } from '../http/require-auth';
import { associatesOf, fullName } from '../domain/members';
import { associatedAccount } from '../domain/dues-quotes';
import * as associates from '../domain/associates';

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

export function accountRoutes({ store, clock, config }: Deps): Router {
  const router = Router();
  const auth = requireAuth(store, clock);
  router.post('/socios/account/invite_associated', auth, (req, res) => {
    const { rut } = parseRequest(inviteRequest, req).body;
    associates.invite(store, clock, currentMember(res), rut, originOf(req));
    const body: InviteResponse = { status: true, data: associates.INVITATION_SENT };
    res.json(body);
  });
  // Opened from the invitee's e-mail, so no bearer token: the single-use link is the credential.
  router.get('/socios/account/associated/accept/:token', (req, res) => {
    const { token } = parseRequest(acceptRequest, req).params;
    const ok = associates.acceptInvitation(store, token, clock.nowMs());
    res.redirect(
      302,
      `${config.webUrl}/my-account?menu=associate-accounts&invitation_accepted=${ok ? 'true' : 'false'}`,
    );
  });
  router.get('/socios/account/associated', auth, noInput, (_req, res) => {
    const accounts = associatesOf(store.state, currentMember(res).id).map((m) => associatedAccount(m, clock));
    const body: DataResponse<AssociatedAccount[]> = { data: accounts };
    res.json(body);
  });
  router.post('/socios/account/delete_associated', auth, (req, res) => {
    const { user_id } = parseRequest(deleteRequest, req).body;
    associates.removeAssociate(store, currentMember(res), user_id);
    const body: MessageResponse = { status: true, data: associates.ASSOCIATE_REMOVED };
    res.json(body);
  });
  router.get('/socios/name/:rut', auth, (req, res) => {
    const member = store.memberByRut(parseRequest(nameRequest, req).params.rut);
    if (!member) throw notFound(associates.NOT_A_MEMBER);
    const body: DataResponse<MemberName> = { data: { nombre_completo: fullName(member) } };
    res.json(body);
  });
  return router;
}
