import { Result, Space } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { hrefs, paths } from '../../../app/paths';
import '../components/payments.css';

/** Where the provider sends a card enrolment that was rejected or cancelled (SPEC §2, §8). */
export default function CardErrorPage() {
  return (
    <>
      <Result
        status="error"
        title={<PageTitle>Error al inscribir la tarjeta.</PageTitle>}
        subTitle="La tarjeta no fue inscrita y no se realizó ningún cargo. Puedes intentarlo nuevamente con otra tarjeta."
        extra={
          <Space wrap size="large" style={{ justifyContent: 'center' }}>
            <Link to={paths.dashboard} className="pay-link">
              Volver al inicio
            </Link>
            <Link to={hrefs.autoPayments()} className="pay-link">
              Intentar nuevamente
            </Link>
          </Space>
        }
      />
    </>
  );
}
