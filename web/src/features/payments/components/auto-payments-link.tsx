import { Link } from 'react-router-dom';
import { hrefs } from '../../../app/paths';

/** Every dues screen points at the automatic payment, which saves coming back each month. */
export function AutoPaymentsLink() {
  return (
    <p className="pay-note" style={{ marginTop: 16, marginBottom: 0 }}>
      ¿Prefieres no preocuparte cada mes? <Link to={hrefs.autoPayments()}>Activa el Pago Albomático</Link>
    </p>
  );
}
