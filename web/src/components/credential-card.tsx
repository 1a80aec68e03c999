import type { SessionUser } from '../api/contract';
import { formatNumber } from '../domain/money';
import { formatRut } from '../domain/rut';
import { Logo } from '../layout/logo';
import { MemberPhoto } from './member-photo';
import './credential-card.css';

type CardUser = Pick<SessionUser, 'nombre_completo' | 'numero_socio' | 'commune' | 'imagen' | 'rut'>;

/** The virtual membership card (SPEC §2): name, 'SOCIO Nº', city (the commune) and photo. */
export function CredentialCard({ user }: { user: CardUser }) {
  const number = user.numero_socio === null ? '—' : formatNumber(user.numero_socio);
  return (
    <section className="credential-card" aria-label="Credencial de socio">
      <div className="credential-card__top">
        <Logo size={40} />
        <span className="credential-card__club">Club Social y Deportivo Albo</span>
      </div>
      <div className="credential-card__body">
        <MemberPhoto imagen={user.imagen} name={user.nombre_completo} size={92} />
        <div className="credential-card__data">
          <p className="credential-card__name">{user.nombre_completo}</p>
          <p className="credential-card__number">SOCIO Nº {number}</p>
          {user.commune && <p className="credential-card__city">{user.commune.nombre}</p>}
        </div>
      </div>
      <p className="credential-card__rut">RUT {formatRut(user.rut)}</p>
    </section>
  );
}
