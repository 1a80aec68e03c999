import dayjs from 'dayjs';
import { TextField } from '../../../components/form/text-field';
import { RadioField } from '../../../components/form/radio-field';
import { DateField } from '../../../components/form/date-field';
import { formatRut } from '../../../domain/rut';
import { Cell, FormSection } from './form-section';
import { rules } from './register-rules';

const GENDERS = [
  { value: 'm', label: 'Masculino' },
  { value: 'f', label: 'Femenino' },
] as const;

// Birth-date calendars open 30 years back: few members are born this year.
const OPEN_AT = dayjs().subtract(30, 'year');

export function PersonalFields() {
  return (
    <FormSection title="Datos personales">
      <Cell>
        <TextField
          name="rut"
          label="RUT"
          extra="Ej: 12.345.678-5"
          format={formatRut}
          maxLength={12}
          autoComplete="off"
          required
          validate={rules.rut}
        />
      </Cell>
      <Cell>
        <TextField
          name="nombres"
          label="Nombres"
          autoComplete="given-name"
          required
          validate={rules.required}
        />
      </Cell>
      <Cell>
        <TextField
          name="apellido"
          label="Apellido paterno"
          autoComplete="family-name"
          required
          validate={rules.required}
        />
      </Cell>
      <Cell>
        <TextField name="segundo_apellido" label="Apellido materno" required validate={rules.required} />
      </Cell>
      <Cell>
        <RadioField name="genero" label="Género" options={GENDERS} required validate={rules.required} />
      </Cell>
      <Cell>
        <DateField
          name="fecha_nacimiento"
          label="Fecha de nacimiento"
          noFuture
          openAt={OPEN_AT}
          required
          validate={rules.fecha}
        />
      </Cell>
    </FormSection>
  );
}

export function ContactFields() {
  return (
    <FormSection title="Contacto">
      <Cell>
        <TextField
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          validate={rules.email}
        />
      </Cell>
      <Cell>
        <TextField
          name="email_confirm"
          label="Confirmar correo electrónico"
          type="email"
          autoComplete="email"
          required
          validate={rules.emailConfirm}
        />
      </Cell>
      <Cell>
        <TextField
          name="celular"
          label="Celular"
          type="tel"
          inputMode="numeric"
          extra="9 dígitos, ej: 912345678"
          maxLength={9}
          autoComplete="tel-national"
          required
          validate={rules.celular}
        />
      </Cell>
      <Cell>
        <TextField
          name="telefono"
          label="Teléfono (opcional)"
          type="tel"
          inputMode="numeric"
          extra="9 dígitos, ej: 221234567"
          maxLength={9}
          validate={rules.telefono}
        />
      </Cell>
    </FormSection>
  );
}
