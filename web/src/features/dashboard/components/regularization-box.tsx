import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';

/** SPEC §2 and §5: with 24 or more dues owed the member may pay 50% of the debt, once every 5 years. */
export function RegularizationBox({ pending }: { pending: number }) {
  return (
    <section className="dash-card dash-regularize" aria-labelledby="dash-regularize-title">
      <h2 id="dash-regularize-title" className="dash-card__title">
        Regulariza tu situación
      </h2>
      <p>
        Tienes {pending} cuotas pendientes. Con 24 o más cuotas adeudadas puedes regularizar tu situación
        pagando el 50% de la deuda. Este beneficio se puede usar una vez cada 5 años.
      </p>
      <ButtonLink to={hrefs.regularization()} type="primary" size="large">
        Regularizar
      </ButtonLink>
    </section>
  );
}
