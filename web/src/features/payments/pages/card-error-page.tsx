import { Link } from 'react-router';
import { LightResult } from '../../../components/light/light-result';
import { PageTitle } from '../../../components/page-title';
import { hrefs, paths } from '../../../app/paths';

/**
 * Where the provider sends a card enrolment that was rejected or cancelled (SPEC §2, §8). The member
 * lands here from the provider's page: pre-rendered, it paints at once.
 */
export default function CardErrorPage() {
  return (
    <LightResult
      status="error"
      title={<PageTitle>Error al inscribir la tarjeta.</PageTitle>}
      subTitle="La tarjeta no fue inscrita y no se realizó ningún cargo. Puedes intentarlo nuevamente con otra tarjeta."
      spaced
      extra={
        <>
          <Link to={paths.dashboard} className="l-link">
            Volver al inicio
          </Link>
          <Link to={hrefs.autoPayments()} className="l-link">
            Intentar nuevamente
          </Link>
        </>
      }
    />
  );
}
