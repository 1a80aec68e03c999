// The page an invitation e-mail opens. Opening it changes nothing (mail scanners and link previews
// fetch links); only its button, a POST, accepts.
import club from '../../../fixtures/club.json';
import type { MemberRecord } from '../store/types';
import { fullName } from '../domain/members';
import { escapeHtml as esc } from './frame';
import { page } from './provider-frame';

export function invitationPage(guardian: MemberRecord, invitee: MemberRecord): string {
  const body = `<div class="card"><h1>Invitación para asociar tu cuenta</h1>
<p>Hola ${esc(fullName(invitee))}: ${esc(fullName(guardian))} quiere asociar tu cuenta de socio a la suya
para poder pagar tus cuotas. Podrás dejar de estar asociado cuando quieras desde “Tu cuenta”.</p>
<form method="post"><button class="primary" type="submit">Aceptar invitación</button></form>
<p class="hints">Si no conoces a esta persona, cierra esta página: no se asociará nada.</p></div>`;
  return page('Invitación para asociar tu cuenta', body, {
    brand: esc(club.nombre),
    tagline: 'Cuentas asociadas',
    script: '/api/vouchers/page.js', // the mock's own; this page needs none but page() always links one
  });
}
