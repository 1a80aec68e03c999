import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LightAlert } from '../../../components/light/light-alert';
import { AssociatesList } from '../components/associates-list';
import { GuardianNotice } from '../components/guardian-notice';
import { InviteForm } from '../components/invite-form';
import { SentInvitations } from '../components/sent-invitations';
import '../components/account.css';
import { earlyReadsMeta, readsLoader, type Read } from '../../../app/preload-reads';
import { associatedAccountsKey, fetchAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { ScreenFrame, scriptsAtOnceMeta } from '../../../components/screen-frame';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { fetchGuardian, guardianKey } from '../api/get-guardian';
import { fetchSentInvitations, sentInvitationsKey } from '../api/get-sent-invitations';

/** /my-account?menu=associate-accounts (the only menu of this screen today). */
export default function AssociatesPage() {
  const [params] = useSearchParams();
  const accepted = params.get('invitation_accepted');
  return (
    <>
      <PageTitle>Tu cuenta</PageTitle>
      {accepted === 'true' && <LightAlert type="success" title="Invitación aceptada exitosamente." />}
      {accepted === 'false' && (
        <LightAlert
          type="error"
          title="No pudimos aceptar la invitación: el enlace no es válido, ya fue usado o venció."
        />
      )}
      <div className="account-grid">
        <section className="account-card" aria-labelledby="account-invite-title">
          <h2 id="account-invite-title">Asociar cuentas</h2>
          <p className="account-card__intro">
            Asocia las cuentas de tu familia para pagar sus cuotas junto con las tuyas. Ser responsable de una
            cuenta asociada no te obliga a pagar sus cuotas.
          </p>
          <InviteForm />
        </section>
        <section className="account-card" aria-labelledby="account-list-title">
          <h2 id="account-list-title">Cuentas asociadas</h2>
          <AssociatesList />
          <SentInvitations />
        </section>
      </div>
      {/* Last: it appears only for a member in someone's care, and below nothing can move. */}
      <GuardianNotice />
    </>
  );
}

/**
 * Every read of the screen, started as its code downloads: the family's accounts, the invitations
 * sent and who has the member in their care. Left to their blocks, the last two were asked inside
 * the commit that drew the accounts, and answered later than them.
 */
const READS: Read[] = [
  [associatedAccountsKey, fetchAssociatedAccounts],
  [sentInvitationsKey, fetchSentInvitations],
  [guardianKey, fetchGuardian],
];

export const clientLoader = readsLoader(...READS);

export const meta = () => [...earlyReadsMeta(...READS), scriptsAtOnceMeta()];

/** What a member opening it cold sees first: its two cards, their contents' placeholders. */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <PageTitle>Tu cuenta</PageTitle>
      <div className="account-grid">
        <section className="account-card">
          <h2>Asociar cuentas</h2>
          <LightSkeleton rows={6} />
        </section>
        <section className="account-card">
          <h2>Cuentas asociadas</h2>
          <LightSkeleton rows={4} />
        </section>
      </div>
    </ScreenFrame>
  );
}
