import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { REGIONS } from '../../domain/regions';
import { useCommunes } from '../../api/shared/get-communes';
import { LightSelectField } from '../light/light-choice-fields';
import { MESSAGES, atLeastOne } from './validators';
import { LoadError } from '../load-error';

const COMMUNES_FAILED = 'No pudimos cargar las comunas. Revisa tu conexión e inténtalo nuevamente.';

export interface RegionCommuneFieldsProps {
  /** Form field holding the region id (1–16). */
  regionName?: string;
  /** Form field holding the commune id. */
  communeName?: string;
  regionLabel?: string;
  communeLabel?: string;
  /** The profile shows the region read-only (SPEC §5); the commune stays editable. */
  regionDisabled?: boolean;
  disabled?: boolean;
  /** Errors said on the field, not announced as they appear (see LightFieldItem). */
  quietError?: boolean;
  /** Wraps each of the two fields, e.g. in a grid column; by default they simply follow each other. */
  wrap?: (field: ReactNode, which: 'region' | 'commune') => ReactNode;
}

const asIs = (field: ReactNode) => field;

const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.id, label: r.nombre }));
const regionRule = atLeastOne(MESSAGES.region);
const communeRule = atLeastOne(MESSAGES.commune);

/**
 * Region (the 16 of SPEC §2) and its communes, fetched per region, as native selects (the sign-up and
 * the profile). The commune waits for a region, and changing the region
 * empties it, so a commune of another region is never sent.
 */
export function RegionCommuneFields({
  regionName = 'region',
  communeName = 'comuna',
  regionLabel = 'Región',
  communeLabel = 'Comuna',
  regionDisabled,
  disabled,
  quietError,
  wrap = asIs,
}: RegionCommuneFieldsProps) {
  const form = useForm();
  const region = Number(useField(regionName, { subscription: { value: true } }).input.value);
  const regionId = region > 0 ? region : null;
  const { communes, isLoading, error, mutate } = useCommunes(regionId);
  const hint = !regionId ? 'Elige primero una región.' : undefined;
  return (
    <>
      {wrap(
        <LightSelectField<number>
          name={regionName}
          label={regionLabel}
          options={REGION_OPTIONS}
          placeholder="Selecciona una región"
          validate={regionRule}
          required
          disabled={disabled || regionDisabled}
          quietError={quietError}
          onValueChange={() => form.change(communeName, undefined)}
        />,
        'region',
      )}
      {wrap(
        <LightSelectField<number>
          name={communeName}
          label={communeLabel}
          options={communes.map((c) => ({ value: c.id, label: c.nombre }))}
          placeholder={isLoading ? 'Cargando comunas…' : 'Selecciona una comuna'}
          validate={communeRule}
          required
          disabled={disabled || !regionId || isLoading}
          busy={isLoading}
          quietError={quietError}
          extra={
            hint ?? (error && <LoadError error={error} text={COMMUNES_FAILED} onRetry={() => mutate()} />)
          }
        />,
        'commune',
      )}
    </>
  );
}
