import type { MemberEstado } from '../api/contract';
import { external } from '../app/paths';
import { LightResult } from './light/light-result';
import './blocked-status.css';

const STATES: Partial<Record<MemberEstado, { label: string; detail: string }>> = {
  1: {
    label: 'Renuncia',
    detail: 'Si quieres volver a ser parte del club, contáctanos y te ayudaremos a reincorporarte.',
  },
  2: {
    label: 'Eliminado',
    detail: 'Si crees que se trata de un error, contáctanos para revisar tu caso.',
  },
  3: {
    label: 'No Habilitado',
    detail: 'Tu cuenta aún no ha sido habilitada. Contáctanos para completar tu incorporación.',
  },
};

/**
 * A state SPEC §4 does not name (the club added one): still blocked, as the access rule says of any
 * estado but 0, in words that name no state and send the member to the club.
 */
const UNKNOWN = {
  text: 'Según nuestros registros este RUT se encuentra en un estado que no le permite usar el portal.',
  detail: 'Contáctanos para revisar tu caso.',
};

/** The words for a member who may not use the portal (SPEC §2 access rule). */
export function blockedText(estado: MemberEstado): string {
  const known = STATES[estado];
  return known ? `Según nuestros registros este RUT se encuentra en estado de ${known.label}.` : UNKNOWN.text;
}

/**
 * Shown instead of any member screen (dashboard, payments, profile, credential…) to a member in
 * estado 1, 2 or 3 (or one the portal does not know): no member content, a way to talk to the club.
 */
export function BlockedStatus({ estado }: { estado: MemberEstado }) {
  return (
    <LightResult
      status="warning"
      title={blockedText(estado)}
      subTitle={
        <>
          <span className="blocked__detail">{(STATES[estado] ?? UNKNOWN).detail}</span>
          <span className="blocked__contact">
            Escríbenos a <a href={external.contactEmail}>{external.contactEmailText}</a> o visítanos en Av.
            Marathon 5300, Macul, de lunes a viernes de 10:00 a 18:00.
          </span>
        </>
      }
    />
  );
}
