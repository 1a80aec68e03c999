import { PageTitle } from '../../../components/page-title';
import { getSession, useSession } from '../../../session/session';
import { PasswordForm } from '../components/password-form';
import { PhotoBlock } from '../components/photo-block';
import { ProfileDataForm } from '../components/profile-data-form';
import '../components/profile.css';
import { earlyReadsMeta, preloadRead, startReads, type Read } from '../../../app/preload-reads';
import { communesKey, fetchCommunes } from '../../../api/shared/get-communes';
import { profileFromData } from '../profile-from-data';
import { fetchProfileData, profileDataKey } from '../api/get-profile-data';
import { ScreenFrame, scriptsAtOnceMeta } from '../../../components/screen-frame';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LightButton } from '../../../components/light/light-button';
import { FramePhoto } from '../../../components/member-photo';
import { PHOTO_SIZE } from '../components/photo-block';

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
        {/* Rendered a pass after its read (useDeferredReady), committed in two tasks (AddressCells). */}
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

/**
 * The member's data and, as soon as it is here, the communes of its region, which the form's
 * commune field waits for: asked only once the form had rendered, they were the screen's last content.
 */
export function clientLoader() {
  const [data] = startReads(...READS);
  const user = getSession().informations;
  void data
    ?.then((answer) => {
      const key = user ? communesKey(profileFromData(answer, user).region) : null;
      return key ? preloadRead(key, fetchCommunes) : null;
    })
    .catch(() => undefined);
  return null;
}

export const meta = () => [...earlyReadsMeta(...READS), scriptsAtOnceMeta()];

/**
 * What a member opening it cold sees first: its three cards, the photo's place at its final size
 * (FramePhoto), the others' contents as placeholders.
 */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <PageTitle>Mi Perfil</PageTitle>
      <section className="profile-card">
        <h2>Foto de perfil</h2>
        <div className="profile-photo">
          <FramePhoto size={PHOTO_SIZE} />
          <div className="profile-photo__side">
            {/* In the inert frame it cannot be pressed; the screen's own replaces it. */}
            <LightButton size="large" onClick={() => undefined}>
              Actualizar fotografía
            </LightButton>
          </div>
        </div>
      </section>
      <section className="profile-card">
        <h2>Mis Datos</h2>
        <LightSkeleton rows={16} />
      </section>
      <section className="profile-card">
        <h2>Cambiar contraseña</h2>
        <LightSkeleton rows={4} />
      </section>
    </ScreenFrame>
  );
}
