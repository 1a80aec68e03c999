// SPEC §5 'Mis Datos' rules that only the profile uses (the shared ones live in components/form).
import { MESSAGES, compose, required, type Rule } from '../../components/form/validators';

export const PROFILE_MESSAGES = {
  phone: 'Escribe un teléfono válido.',
  mobile: 'Escribe un celular válido.',
  currentPassword: 'La contraseña actual es requerida.',
  newPassword: 'La nueva contraseña es requerida.',
} as const;

// Optional plus, optional parenthesised prefix, then digits, hyphens, spaces, dots and slashes —
// the same pattern the API applies, so the two never disagree.
const PHONE = /^\+?\(?\d{1,4}\)?[-\s./0-9]*$/;

const phonePattern =
  (message: string): Rule =>
  (v) => {
    const text = String(v ?? '').trim();
    return text === '' || (text.length <= 20 && PHONE.test(text)) ? undefined : message;
  };

export const phoneRule = compose(required, phonePattern(PROFILE_MESSAGES.phone));
export const mobileRule = compose(required, phonePattern(PROFILE_MESSAGES.mobile));

/** 'numero' must be a number (an empty one is not). */
export const numberRule: Rule = (v) =>
  /^\d{1,8}$/.test(String(v ?? '').trim()) ? undefined : MESSAGES.number;

export const requiredWith =
  (message: string): Rule =>
  (v) =>
    String(v ?? '').trim() === '' ? message : undefined;

/** Field names as the member reads them, to list the server's errors one per line. */
export const FIELD_LABELS: Record<string, string> = {
  current_password: 'Contraseña actual',
  nombre: 'Nombres',
  apellido: 'Apellido paterno',
  apellidoM: 'Apellido materno',
  genero: 'Género',
  fecha_nacimiento: 'Fecha de nacimiento',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  celular: 'Celular',
  direccion: 'Calle',
  numero: 'Número',
  dpto: 'Depto. / Oficina',
  comuna: 'Comuna',
  region: 'Región',
};
