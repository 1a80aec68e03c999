import { LightField } from '../../../components/light/light-field';
import { compose, required, rut } from '../../../components/form/validators';

/** The RUT as the login and the password recovery ask for it: typed plain, checked before sending. */
export function RutLoginField() {
  return (
    <LightField
      name="rut"
      label="RUT"
      placeholder="Ej: 123456785"
      extra="Sin puntos ni guion"
      autoComplete="username"
      required
      validate={compose(required, rut)}
    />
  );
}
