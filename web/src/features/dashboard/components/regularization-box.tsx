import { useRegularizationAmount } from '../../../api/shared/get-regularization-amount';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { REGULARIZATION_PERCENT, REGULARIZATION_THRESHOLD, REGULARIZATION_YEARS } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { HONORARY_LOSS_TEXT } from '../../../domain/regularization-text';

/**
 * What regularising costs, on its own line (kept while it loads, so nothing moves): the price is
 * what a member weighs, not the percentage. The debt beside it when the API sends it (an extension).
 */
function RegularizationPrice() {
  const { data } = useRegularizationAmount();
  let text = '\u00a0';
  if (data && data.puede_regularizar !== false)
    text =
      data.deuda !== undefined
        ? `Pagas ${formatMoney(data.total)} en vez de ${formatMoney(data.deuda)} y quedas al día.`
        : `Pagas ${formatMoney(data.total)} y quedas al día.`;
  return <p className="dash-regularize__price">{text}</p>;
}

/**
 * SPEC §2 and §5: with enough dues owed the member may pay part of the debt, once every few years,
 * giving up the honorary path.
 */
export function RegularizationBox({ pending }: { pending: number }) {
  return (
    <section className="dash-card dash-regularize" aria-labelledby="dash-regularize-title">
      <h2 id="dash-regularize-title" className="dash-card__title">
        Regulariza tu situación
      </h2>
      <p>
        Tienes {pending} cuotas pendientes. Con {REGULARIZATION_THRESHOLD} o más cuotas adeudadas puedes
        regularizar tu situación pagando el {REGULARIZATION_PERCENT}% de la deuda. Este beneficio se puede
        usar una vez cada {REGULARIZATION_YEARS} años.
      </p>
      {/* The price beside the saving (SPEC §5): said here, not first on the regularisation screen. */}
      <p>{HONORARY_LOSS_TEXT}</p>
      <RegularizationPrice />
      <ButtonLink to={hrefs.regularization()} type="primary" size="large">
        Regularizar
      </ButtonLink>
    </section>
  );
}
