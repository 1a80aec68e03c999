import { formatLongDate } from '../../../domain/dates';
import { formatRut } from '../../../domain/rut';
import { useSentInvitations } from '../api/get-sent-invitations';

/**
 * 'Invitaciones enviadas': who was invited and has not accepted yet, with the day it was sent. Shown
 * only when there are some; a failed read leaves it out (the list above is what the screen is for).
 */
export function SentInvitations() {
  const { invitations } = useSentInvitations();
  if (!invitations?.length) return null;
  return (
    <div className="account-invitations">
      <h3 id="account-invitations-title">Invitaciones enviadas</h3>
      <ul className="account-list" aria-labelledby="account-invitations-title">
        {invitations.map((invitation) => (
          <li key={invitation.rut} className="account-item">
            <div className="account-item__data">
              <strong className="account-item__name">
                {invitation.nombre_completo ?? `RUT ${formatRut(invitation.rut)}`}
              </strong>
              {invitation.nombre_completo && <span>RUT {formatRut(invitation.rut)}</span>}
              <span className="account-item__paid">
                Enviada el {formatLongDate(invitation.fecha)}: falta que la acepte desde su correo.
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
