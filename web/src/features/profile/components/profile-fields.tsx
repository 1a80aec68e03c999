import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { compose, email, required } from '../../../components/form/validators';
import { mobileRule, numberRule, phoneRule } from '../profile-rules';

const GENDERS = [
  { value: 'm' as const, label: 'Masculino' },
  { value: 'f' as const, label: 'Femenino' },
];
const emailRule = compose(required, email);
const cell = (field: ReactNode) => <div className="profile-cell">{field}</div>;

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
      <TextField
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
      {cell(<TextField name="rut_display" label="RUT" disabled />)}
      {name('nombre', 'Nombres')}
      {name('apellido', 'Apellido paterno')}
      {name('apellidoM', 'Apellido materno')}
      {cell(
        <SelectField<'m' | 'f'>
          name="genero"
          label="Género"
          options={GENDERS}
          validate={required}
          required
          searchable={false}
        />,
      )}
      {cell(<TextField name="fecha_nacimiento_display" label="Fecha de nacimiento" disabled />)}
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
        <TextField
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
          <TextField
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
        <TextField
          name="telefono"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          validate={phoneRule}
          required
        />,
      )}
      {cell(
        <TextField
          name="celular"
          label="Celular"
          type="tel"
          autoComplete="tel"
          validate={mobileRule}
          required
        />,
      )}
      {cell(<TextField name="tipo_socio_display" label="Tipo de socio" disabled />)}
      {cell(<TextField name="pais" label="País" disabled />)}
      <RegionCommuneFields regionDisabled wrap={cell} />
      {cell(
        <TextField
          name="direccion"
          label="Calle"
          autoComplete="address-line1"
          validate={required}
          required
        />,
      )}
      {cell(<TextField name="numero" label="Número" inputMode="numeric" validate={numberRule} required />)}
      {cell(<TextField name="dpto" label="Depto. / Oficina (opcional)" autoComplete="address-line2" />)}
    </div>
  );
}
