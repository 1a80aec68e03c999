import { LightAlert } from '../../../components/light/light-alert';
import { Link } from 'react-router';
import type { FeeInfo } from '../../../api/contract';
import { hrefs } from '../../../app/paths';
import { formatMoney } from '../../../domain/money';
import { canRegularize } from '../../../domain/fees';
import { useRegularizationAmount } from '../../../api/shared/get-regularization-amount';
import { regularizationTradeOffText } from '../../../domain/regularization-text';

/**
 * A member who may regularise pays less that way than dues by dues (and clears every month owed,
 * not at most 24): the dues screen says so and links there, rather than let them overpay. Without
 * the `deuda` extension the comparison rests on SPEC §5's rule (half the debt), always cheaper.
 * Cheaper in money only: the hint names what it costs besides (SPEC §5), as the offer does everywhere.
 */
export function RegularizationHint({ fee }: { fee: FeeInfo }) {
  const allowed = canRegularize(fee);
  const { data } = useRegularizationAmount(allowed);
  if (!allowed || !data || data.puede_regularizar === false) return null;
  if (data.deuda !== undefined && data.total >= data.deuda) return null;
  return (
    <LightAlert
      type="info"
      role="status"
      title="Regularizar te sale más barato"
      description={
        <>
          Con la regularización pagas {formatMoney(data.total)} y quedas al día con tus{' '}
          {fee.cuotas_pendientes} cuotas pendientes
          {data.deuda !== undefined && <> (pagarlas cuota a cuota cuesta {formatMoney(data.deuda)})</>}.{' '}
          {regularizationTradeOffText()} <Link to={hrefs.regularization()}>Ver la regularización</Link>
        </>
      }
    />
  );
}
