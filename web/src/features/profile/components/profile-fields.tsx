import type { ComponentProps, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { LightSelectField } from '../../../components/light/light-choice-fields';
import { LightField } from '../../../components/light/light-field';
import { compose, email, required } from '../../../components/form/validators';
import { mobileRule, numberRule, phoneRule } from '../profile-rules';

const GENDERS = [
  { value: 'm' as const, label: 'Masculino' },
  { value: 'f' as const, label: 'Femenino' },
];
const emailRule = compose(required, email);
const cell = (field: ReactNode) => <div className="profile-cell">{field}</div>;

/**
 * A text field of 'Mis Datos'. Its error is read with the field, not announced as it appears: the one
 * alert of the form is the server's refusal, every reason listed above the button
 * (profile-data-form.tsx).
 */
function QuietField(props: Omit<ComponentProps<typeof LightField>, 'quietError'>) {
  return <LightField {...props} quietError />;
}

/**
 * 'Mis Datos' fields, in two parts the screen renders one after the other (profile-data-form.tsx):
 * who the member is, then how to reach them. RUT, birth date, category, country and region are the
 * club's (SPEC §5).
 */
export function ProfileIdentityFields({
  namesLocked,
}: {
  namesLocked: Record<'nombre' | 'apellido' | 'apellidoM', boolean>;
}) {
  const name = (field: 'nombre' | 'apellido' | 'apellidoM', label: string) =>
    cell(
      <QuietField
        name={field}
        label={label}
        autoComplete={field === 'nombre' ? 'given-name' : 'family-name'}
        disabled={namesLocked[field]}
        required={!namesLocked[field]}
        validate={namesLocked[field] ? undefined : required}
      />,
    );
  return (
    <div className="profile-grid">
      {cell(<QuietField name="rut_display" label="RUT" disabled />)}
      {name('nombre', 'Nombres')}
      {name('apellido', 'Apellido paterno')}
      {name('apellidoM', 'Apellido materno')}
      {cell(
        <LightSelectField<'m' | 'f'>
          name="genero"
          label="Género"
          options={GENDERS}
          placeholder=""
          validate={required}
          required
          quietError
        />,
      )}
      {cell(<QuietField name="fecha_nacimiento_display" label="Fecha de nacimiento" disabled />)}
    </div>
  );
}

export function ProfileContactFields({
  savedEmail,
}: {
  /** The e-mail on file: changing it asks for the current password. */
  savedEmail: string;
}) {
  const typedEmail = useField<string>('email', { subscription: { value: true } }).input.value ?? '';
  const emailChanged = typedEmail.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
  return (
    <div className="profile-grid">
      {cell(
        <QuietField
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          validate={emailRule}
          required
        />,
      )}
      {emailChanged &&
        cell(
          <QuietField
            name="current_password"
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            validate={required}
            required
            extra="Para cambiar tu correo electrónico, confirma con tu contraseña. Avisaremos al correo anterior."
          />,
        )}
      {cell(
        <QuietField
          name="telefono"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          validate={phoneRule}
          required
        />,
      )}
      {cell(
        <QuietField
          name="celular"
          label="Celular"
          type="tel"
          autoComplete="tel"
          validate={mobileRule}
          required
        />,
      )}
      {cell(<QuietField name="tipo_socio_display" label="Tipo de socio" disabled />)}
      {cell(<QuietField name="pais" label="País" disabled />)}
      <RegionCommuneFields regionDisabled quietError wrap={cell} />
      {cell(
        <QuietField
          name="direccion"
          label="Calle"
          autoComplete="address-line1"
          validate={required}
          required
        />,
      )}
      {cell(<QuietField name="numero" label="Número" inputMode="numeric" validate={numberRule} required />)}
      {cell(<QuietField name="dpto" label="Depto. / Oficina (opcional)" autoComplete="address-line2" />)}
    </div>
  );
}
