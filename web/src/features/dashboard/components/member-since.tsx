import { formatLongDate } from '../../../domain/dates';

/** 'Socio/a desde 10 de marzo de 2015'. */
export function MemberSince({ date }: { date: string | null }) {
  return (
    <p className="dash-since">
      <span className="dash-since__label">Socio/a desde</span>{' '}
      <strong>{date ? formatLongDate(date) : 'pendiente de incorporación'}</strong>
    </p>
  );
}
