import { Skeleton } from 'antd';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { PasswordForm } from '../components/password-form';
import { PhotoBlock } from '../components/photo-block';
import { ProfileDataForm } from '../components/profile-data-form';
import '../components/profile.css';

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
        {/* Each form in a render of its own, after the photo (what a phone shows first) is painted. */}
        <AfterFirstPaint
          placeholder={<Skeleton active paragraph={{ rows: 10 }} className="profile-skeleton" />}
        >
          <ProfileDataForm />
        </AfterFirstPaint>
      </section>
      <section className="profile-card" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">Cambiar contraseña</h2>
        {/* Twice: after the data form's own render, so the two are not committed together. */}
        <AfterFirstPaint placeholder={<Skeleton active paragraph={{ rows: 4 }} />}>
          <AfterFirstPaint placeholder={<Skeleton active paragraph={{ rows: 4 }} />}>
            <PasswordForm />
          </AfterFirstPaint>
        </AfterFirstPaint>
      </section>
    </>
  );
}
