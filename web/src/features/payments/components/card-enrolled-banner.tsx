import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';

export const CARD_ENROLLED = 'Tu tarjeta ha sido inscrita exitosamente.';

/** Back from the Oneclick enrolment, the provider's return carries `status_oneclick` (SPEC §4). */
export function CardEnrolledBanner() {
  const [params] = useSearchParams();
  if (params.get('status_oneclick') !== 'true') return null;
  return <Alert type="success" showIcon title={CARD_ENROLLED} style={{ marginBottom: 16 }} />;
}
