import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { REGULARIZATION_PERCENT, REGULARIZATION_THRESHOLD, REGULARIZATION_YEARS } from '../../../domain/fees';

/** SPEC §2 and §5: with enough dues owed the member may pay part of the debt, once every few years. */
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
      <ButtonLink to={hrefs.regularization()} type="primary" size="large">
        Regularizar
      </ButtonLink>
    </section>
  );
}
