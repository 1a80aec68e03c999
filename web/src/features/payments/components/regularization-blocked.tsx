import { useNavigate } from 'react-router';
import { hrefs } from '../../../app/paths';
import { REGULARIZATION_THRESHOLD, REGULARIZATION_YEARS } from '../../../domain/fees';
import { LightAlert } from '../../../components/light/light-alert';
import './payments.css';
import { LightButton } from '../../../components/light/light-button';

/** Why this member cannot regularise now, and what they can do instead (no pay button). */
export function RegularizationBlocked({ pending }: { pending: number }) {
  const navigate = useNavigate();
  const few = pending < REGULARIZATION_THRESHOLD;
  const title = few
    ? 'Por ahora no puedes regularizar tu deuda.'
    : `Ya regularizaste tu deuda en los últimos ${REGULARIZATION_YEARS} años.`;
  const description = few
    ? `La regularización está disponible cuando tienes ${REGULARIZATION_THRESHOLD} o más cuotas pendientes, y hoy tienes ${pending}. Puedes ponerte al día pagando tus cuotas.`
    : `La regularización se puede usar una vez cada ${REGULARIZATION_YEARS} años. Puedes ponerte al día pagando tus cuotas.`;
  return (
    <div className="pay-blocked">
      <LightAlert
        type="warning"
        title={title}
        description={
          <>
            <p className="pay-blocked__text">{description}</p>
            {pending > 0 && <LightButton onClick={() => navigate(hrefs.dues())}>Pagar cuotas</LightButton>}
          </>
        }
      />
    </div>
  );
}
