import dayjs from 'dayjs';
import { hrefs } from '../../app/paths';
import { useAutoPayment } from '../../api/shared/get-auto-payment';
import { catchUpText, chargeWindowText, nextChargeMonth } from '../../domain/auto-payment';
import { cardInText, cardName } from '../../domain/card-name';
import { nextChargeFigures, priceChangeText } from '../../domain/charge-notice';
import { formatMonthLong } from '../../domain/months';
import { useSession } from '../../session/session';
import { formatLongDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { duesText } from '../../domain/dues-text';
import { MAX_CUOTAS } from '../../domain/fees';
import { ButtonLink } from '../../components/button-link';
import { LoadError } from '../../components/load-error';
import { LightSkeleton } from '../../components/light/light-skeleton';
import './auto-payment-summary.css';

const ESTADO: Record<number, string> = { 1: 'en confirmación', 2: 'pagado', 3: 'rechazado', 4: 'anulado' };

/**
 * The automatic payment's state — on or off, the card, the next charge (when and how much), the
 * last one — and, when it cannot keep up with a debt, how the debt is caught up. `manage` adds the way to its screen (the dashboard's).
 */
export function AutoPaymentSummary({ manage = false }: { manage?: boolean }) {
  const auto = useAutoPayment();
  const user = useSession().informations;
  if (auto.error)
    return (
      <LoadError error={auto.error} onRetry={() => auto.retry()} placeholder={<LightSkeleton rows={4} />} />
    );
  if (!auto.complete || !auto.config || !auto.fee) return <LightSkeleton rows={4} />;
  const enabled = auto.config.enable === 1;
  const card = auto.card ? cardName(auto.card) : null;
  const pending = auto.fee.cuotas_pendientes;
  const today = dayjs().format('YYYY-MM-DD');
  const month = nextChargeMonth({
    alDiaHasta: auto.fee.al_dia_hasta,
    today,
    lastCharged: auto.last ? auto.last.fecha.slice(0, 7) : null,
  });
  const { total, change } = nextChargeFigures({
    member: { birthDate: user?.fecha_nacimiento ?? '', category: user?.tipo_socio ?? null },
    month,
    today,
    alDiaHasta: auto.fee.al_dia_hasta,
    cuotas: auto.config.cuotas,
    quoted: auto.nextTotal,
  });
  const catchUp = catchUpText({ enabled, cuotas: auto.config.cuotas, pending });
  const rows: [string, string][] = [
    ['Estado', enabled ? 'Activado' : 'Desactivado'],
    ['Tarjeta', card ?? (auto.card === null ? 'Sin tarjeta inscrita' : '…')],
  ];
  if (enabled && card) {
    rows.push([
      'Próximo cobro',
      `${chargeWindowText(month)}${total !== null ? `, ${formatMoney(total)}` : ''} (${duesText(auto.config.cuotas)}) en ${auto.card ? cardInText(auto.card) : card}`,
    ]);
    if (change)
      rows.push(['Cambia el monto', `${priceChangeText(change)} (antes ${formatMoney(change.from)})`]);
  }
  // Off with a card: which window it no longer charges, so a member who turned it off knows in time.
  if (!enabled && auto.card) rows.push(['Sin cobros desde', formatMonthLong(month)]);
  if (auto.last !== undefined)
    rows.push([
      'Último cobro',
      auto.last
        ? `${formatLongDate(auto.last.fecha)}, ${formatMoney(auto.last.valor)} (${ESTADO[auto.last.pago_relacionado.estado] ?? ''})`
        : 'Aún no hay cobros automáticos',
    ]);
  return (
    <>
      <dl className="auto-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="auto-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {enabled && !card && auto.card === null && (
        <p className="auto-summary__note">
          Sin tarjeta inscrita no se cobra nada: inscribe una para que funcione.
        </p>
      )}
      {catchUp && (
        <p className="auto-summary__note" role="note">
          {catchUp}
        </p>
      )}
      {(manage || catchUp) && (
        <div className="auto-summary__actions">
          {catchUp && (
            <ButtonLink
              to={hrefs.dues({ numeroCuotas: Math.min(pending, MAX_CUOTAS) })}
              state={{ cuotas_pendientes: pending }}
              type="primary"
            >
              Pagar cuotas pendientes
            </ButtonLink>
          )}
          {manage && <ButtonLink to={hrefs.autoPayments()}>{enabled ? 'Configurar' : 'Activar'}</ButtonLink>}
        </div>
      )}
    </>
  );
}
