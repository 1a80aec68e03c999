import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { PasswordForm } from '../components/password-form';
import { PhotoBlock } from '../components/photo-block';
import { ProfileDataForm } from '../components/profile-data-form';
import '../components/profile.css';
import { earlyReadsMeta, readsLoader, type Read } from '../../../app/preload-reads';
import { fetchProfileData, profileDataKey } from '../api/get-profile-data';

export default function ProfilePage() {
  const { informations: user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageTitle>Mi Perfil</PageTitle>
      <section className="profile-card" aria-labelledby="profile-photo-title">
        <h2 id="profile-photo-title">Foto de perfil</h2>
        <PhotoBlock user={user} />
      </section>
      <section className="profile-card" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Mis Datos</h2>
        {/* Its sixteen fields in a render of their own once its read is in (useDeferredReady). */}
        <ProfileDataForm />
      </section>
      <section className="profile-card" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">Cambiar contraseña</h2>
        <PasswordForm />
      </section>
    </>
  );
}

/** The member's data, for the form's sixteen fields, started as the screen's code downloads. */
const READS: Read[] = [[profileDataKey, fetchProfileData]];

export const clientLoader = readsLoader(...READS);

export const meta = () => earlyReadsMeta(...READS);
