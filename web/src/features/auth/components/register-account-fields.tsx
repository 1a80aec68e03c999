import { FormSection, TextCells, TextSection, type TextFieldSpec } from './form-section';
import { RegisterRegionCommune } from './register-region-commune';
import { rules } from './register-rules';

const COUNTRY: TextFieldSpec[] = [
  { name: 'pais', label: 'País', autoComplete: 'country-name', required: true, validate: rules.required },
];

const STREET: TextFieldSpec[] = [
  {
    name: 'direccion',
    label: 'Calle',
    autoComplete: 'address-line1',
    required: true,
    validate: rules.required,
  },
  { name: 'direccion_nro', label: 'Número', required: true, validate: rules.required },
  { name: 'direccion_dpto', label: 'Depto. / Oficina (opcional)', autoComplete: 'address-line2' },
];

const PASSWORDS: TextFieldSpec[] = [
  {
    name: 'password',
    label: 'Contraseña',
    type: 'password',
    extra: 'Mínimo 8 caracteres',
    autoComplete: 'new-password',
    required: true,
    validate: rules.password,
  },
  {
    name: 'password_confirmation',
    label: 'Confirmar contraseña',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    validate: rules.passwordConfirm,
  },
];

export function AddressFields() {
  return (
    <FormSection title="Dirección">
      <TextCells fields={COUNTRY} />
      <RegisterRegionCommune />
      <TextCells fields={STREET} />
    </FormSection>
  );
}

export const PasswordFields = () => <TextSection title="Contraseña" fields={PASSWORDS} />;
