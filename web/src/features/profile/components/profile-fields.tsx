import { useEffect, useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import type { ProfileForm } from '../../../api/contract';
import { useSWRConfig } from 'swr';
import { communesKey, fetchCommunes } from '../../../api/shared/get-communes';
import { REGIONS } from '../../../domain/regions';
import { useAfterFirstCommit } from '../../../components/use-deferred-ready';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { LightSelectField } from '../../../components/light/light-choice-fields';
import { LightField } from '../../../components/light/light-field';
import { LightShownField } from '../../../components/light/light-shown-field';
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

type NameField = 'nombre' | 'apellido' | 'apellidoM';

/** What 'Mis Datos' shows and the member cannot change, as the portal writes it. */
export interface ClubData {
  rut: string;
  birthDate: string;
  memberType: string;
  country: string;
  /** A name already on file (read-only, SPEC §5); missing, the member fills it in. */
  names: Record<NameField, string | undefined>;
}

/**
 * 'Mis Datos' fields, in two parts: who the member is, then how to reach them. RUT, birth date,
 * category, country, region and the names on file are the club's (SPEC §5). All but the region are
 * shown, not fields of the form, so drawing the screen's data registers only what she may change;
 * the region stays a (disabled) field because the commune list follows it.
 */
export function ProfileIdentityFields({ club }: { club: ClubData }) {
  const name = (field: NameField, label: string) => {
    const onFile = club.names[field];
    return cell(
      onFile !== undefined ? (
        <LightShownField name={field} label={label} value={onFile} />
      ) : (
        <QuietField
          name={field}
          label={label}
          autoComplete={field === 'nombre' ? 'given-name' : 'family-name'}
          required
          validate={required}
        />
      ),
    );
  };
  return (
    <div className="profile-grid">
      {cell(<LightShownField name="rut" label="RUT" value={club.rut} />)}
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
      {cell(<LightShownField name="fecha_nacimiento" label="Fecha de nacimiento" value={club.birthDate} />)}
    </div>
  );
}

export function ProfileContactFields({
  savedEmail,
  club,
}: {
  /** The e-mail on file: changing it asks for the current password. */
  savedEmail: string;
  club: ClubData;
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
      {cell(<LightShownField name="tipo_socio" label="Tipo de socio" value={club.memberType} />)}
      {cell(<LightShownField name="pais" label="País" value={club.country} />)}
      <AddressCells />
    </div>
  );
}

const ADDRESS_LABELS = {
  street: 'Calle',
  number: 'Número',
  flat: 'Depto. / Oficina (opcional)',
} as const;

/**
 * The address: region, commune, street, number, flat. Its five fields are half of what the form
 * registers, so they come in a commit of their own (useAfterFirstCommit): the data's commit in two
 * shorter tasks instead of one long one. Until then the same cells show the values on file, greyed,
 * so nothing moves when they become fields.
 */
function AddressCells() {
  const editable = useAfterFirstCommit();
  const form = useForm();
  // Validated once when all five are in, not once per field as each registers (its effect runs
  // between this layout effect and this passive one).
  useLayoutEffect(() => {
    if (editable) form.pauseValidation();
  }, [editable, form]);
  useEffect(() => {
    if (editable) form.resumeValidation();
  }, [editable, form]);
  if (!editable) return <ShownAddress />;
  return (
    <>
      <RegionCommuneFields regionDisabled quietError wrap={cell} />
      {cell(
        <QuietField
          name="direccion"
          label={ADDRESS_LABELS.street}
          autoComplete="address-line1"
          validate={required}
          required
        />,
      )}
      {cell(
        <QuietField
          name="numero"
          label={ADDRESS_LABELS.number}
          inputMode="numeric"
          validate={numberRule}
          required
        />,
      )}
      {cell(<QuietField name="dpto" label={ADDRESS_LABELS.flat} autoComplete="address-line2" />)}
    </>
  );
}

function ShownAddress() {
  const initial: Partial<ProfileForm> = useForm<ProfileForm>().getState().initialValues ?? {};
  // Read, not asked: the commune field asks once it is in (two asks would be two requests).
  const communes = (
    useSWRConfig().cache.get(communesKey(initial.region) ?? '')?.data as
      Awaited<ReturnType<typeof fetchCommunes>> | undefined
  )?.data;
  const commune = communes?.find((c) => c.id === initial.comuna)?.nombre ?? '';
  const region = REGIONS.find((r) => r.id === initial.region)?.nombre ?? '';
  return (
    <>
      {cell(<LightShownField name="region" label="Región" value={region} />)}
      {cell(<LightShownField name="comuna" label="Comuna" value={commune} />)}
      {cell(
        <LightShownField name="direccion" label={ADDRESS_LABELS.street} value={initial.direccion ?? ''} />,
      )}
      {cell(<LightShownField name="numero" label={ADDRESS_LABELS.number} value={initial.numero ?? ''} />)}
      {cell(<LightShownField name="dpto" label={ADDRESS_LABELS.flat} value={initial.dpto ?? ''} />)}
    </>
  );
}
