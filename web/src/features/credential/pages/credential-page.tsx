import { external } from '../../../app/paths';
import { CredentialCard } from '../../../components/credential-card';
import { PageTitle } from '../../../components/page-title';
import { MatchSidePanel } from '../components/match-side-panel';
import { useSession } from '../../../session/session';
import { CredentialGate } from '../components/credential-gate';
import '../components/credential.css';
import { earlyReadsMeta, startReads, type Read } from '../../../app/preload-reads';
import { feeInfoKey, fetchFeeInfo } from '../../../api/shared/get-fee-info';
import { ScreenFrame, scriptsAtOnceMeta } from '../../../components/screen-frame';
import { startQrWorker } from '../qr/qr-markup';

export default function CredentialPage() {
  const { informations: user } = useSession();
  if (!user) return null;
  return (
    <div className="credential-layout">
      <div className="credential-main">
        <PageTitle>Mi Credencial Virtual</PageTitle>
        <CredentialCard user={user} />
        <CredentialGate user={user} />
        <p className="credential-note">
          Esta credencial virtual te identifica como socio o socia del club y funciona sin conexión una vez
          que la abres. Si prefieres una tarjeta de plástico, puedes comprar la credencial física.
        </p>
        <a className="credential-buy" href={external.physicalCredential} target="_blank" rel="noreferrer">
          Comprar credencial física
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <MatchSidePanel />
    </div>
  );
}

/** The payment status (whether the credential is valid), started as the screen's code downloads. */
const READS: Read[] = [[feeInfoKey, fetchFeeInfo]];

/** Its reads, and the worker that draws the QR, whose script downloads meanwhile. */
export function clientLoader() {
  startReads(...READS);
  startQrWorker();
  return null;
}

export const meta = () => [...earlyReadsMeta(...READS), scriptsAtOnceMeta()];

/** What a member opening it cold sees first: the card's place (it names the member: drawn by the app). */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <div className="credential-layout">
        <div className="credential-main">
          <PageTitle>Mi Credencial Virtual</PageTitle>
          <div className="credential-frame" aria-hidden="true" />
        </div>
      </div>
    </ScreenFrame>
  );
}
