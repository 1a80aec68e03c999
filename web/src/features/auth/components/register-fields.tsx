import dayjs from 'dayjs';
import { LightDateField, LightRadioField } from '../../../components/light/light-choice-fields';
import { useHydrated } from '../../../components/light/use-hydrated';
import { formatRut } from '../../../domain/rut';
import { Cell, FormSection, TextCells, TextSection, type TextFieldSpec } from './form-section';
import { rules } from './register-rules';

const GENDERS = [
  { value: 'm', label: 'Masculino' },
  { value: 'f', label: 'Femenino' },
] as const;

const NAMES: TextFieldSpec[] = [
  {
    name: 'rut',
    label: 'RUT',
    extra: 'Ej: 12.345.678-5',
    format: formatRut,
    maxLength: 12,
    autoComplete: 'off',
    required: true,
    validate: rules.rut,
  },
  { name: 'nombres', label: 'Nombres', autoComplete: 'given-name', required: true, validate: rules.required },
  {
    name: 'apellido',
    label: 'Apellido paterno',
    autoComplete: 'family-name',
    required: true,
    validate: rules.required,
  },
  { name: 'segundo_apellido', label: 'Apellido materno', required: true, validate: rules.required },
];

const CONTACT: TextFieldSpec[] = [
  {
    name: 'email',
    label: 'Correo electrónico',
    type: 'email',
    autoComplete: 'email',
    required: true,
    validate: rules.email,
  },
  {
    name: 'email_confirm',
    label: 'Confirmar correo electrónico',
    type: 'email',
    autoComplete: 'email',
    required: true,
    validate: rules.emailConfirm,
  },
  {
    name: 'celular',
    label: 'Celular',
    type: 'tel',
    inputMode: 'numeric',
    extra: '9 dígitos, ej: 912345678',
    maxLength: 9,
    autoComplete: 'tel-national',
    required: true,
    validate: rules.celular,
  },
  {
    name: 'telefono',
    label: 'Teléfono (opcional)',
    type: 'tel',
    inputMode: 'numeric',
    extra: '9 dígitos, ej: 221234567',
    maxLength: 9,
    validate: rules.telefono,
  },
];

export function PersonalFields() {
  // Days after today cannot be picked: today is the phone's, so it is set once hydrated (the
  // pre-rendered page was drawn on another day).
  const today = useHydrated() ? dayjs().format('YYYY-MM-DD') : undefined;
  return (
    <FormSection title="Datos personales">
      <TextCells fields={NAMES} />
      <Cell>
        <LightRadioField name="genero" label="Género" options={GENDERS} required validate={rules.required} />
      </Cell>
      <Cell>
        <LightDateField
          name="fecha_nacimiento"
          label="Fecha de nacimiento"
          max={today}
          required
          validate={rules.fecha}
        />
      </Cell>
    </FormSection>
  );
}

export const ContactFields = () => <TextSection title="Contacto" fields={CONTACT} />;
