import { TextField } from '../../../components/form/text-field';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { Cell, FormSection } from './form-section';
import { rules } from './register-rules';

export function AddressFields() {
  return (
    <FormSection title="Dirección">
      <Cell>
        <TextField name="pais" label="País" autoComplete="country-name" required validate={rules.required} />
      </Cell>
      <RegionCommuneFields wrap={(field) => <Cell>{field}</Cell>} />
      <Cell>
        <TextField
          name="direccion"
          label="Calle"
          autoComplete="address-line1"
          required
          validate={rules.required}
        />
      </Cell>
      <Cell>
        <TextField name="direccion_nro" label="Número" required validate={rules.required} />
      </Cell>
      <Cell>
        <TextField name="direccion_dpto" label="Depto. / Oficina (opcional)" autoComplete="address-line2" />
      </Cell>
    </FormSection>
  );
}

export function PasswordFields() {
  return (
    <FormSection title="Contraseña">
      <Cell>
        <TextField
          name="password"
          label="Contraseña"
          type="password"
          extra="Mínimo 8 caracteres"
          autoComplete="new-password"
          required
          validate={rules.password}
        />
      </Cell>
      <Cell>
        <TextField
          name="password_confirmation"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          required
          validate={rules.passwordConfirm}
        />
      </Cell>
    </FormSection>
  );
}
