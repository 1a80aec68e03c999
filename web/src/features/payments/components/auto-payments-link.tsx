import { Link } from 'react-router';
import { hrefs } from '../../../app/paths';
import { useAutoPaymentConfig } from '../api/get-auto-payment-config';
import { useSavedCard } from '../../../api/shared/get-saved-card';

/**
 * Every dues screen points at the automatic payment (SPEC §2), in words that fit the member: the
 * invitation to turn it on only when it is off, never to a member whose card is already charged each
 * month. Until the setting is known, the link alone.
 */
export function AutoPaymentsLink() {
  const config = useAutoPaymentConfig().data;
  const { card, unknown } = useSavedCard();
  const link = (text: string) => <Link to={hrefs.autoPayments()}>{text}</Link>;
  let line;
  if (!config) line = link('Pago Albomático');
  else if (config.enable !== 1)
    line = <>¿Prefieres no preocuparte cada mes? {link('Activa el Pago Albomático')}</>;
  else if (!unknown && card === null)
    line = (
      <>
        Tu Pago Albomático está activado, pero sin tarjeta inscrita no cobra nada.{' '}
        {link('Inscribe una tarjeta')}
      </>
    );
  else line = <>Tu Pago Albomático está activado: cada mes se cobra solo. {link('Configurar')}</>;
  return (
    <p className="pay-note" style={{ marginTop: 16, marginBottom: 0 }}>
      {line}
    </p>
  );
}
