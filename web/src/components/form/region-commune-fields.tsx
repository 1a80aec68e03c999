import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useField, useForm } from 'react-final-form';
import { REGIONS } from '../../domain/regions';
import { useCommunes } from '../../api/shared/get-communes';
import { SelectField } from './select-field';
import { MESSAGES, atLeastOne } from './validators';

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
  /** Wraps each of the two fields, e.g. in a grid column; by default they simply follow each other. */
  wrap?: (field: ReactNode, which: 'region' | 'commune') => ReactNode;
}

const asIs = (field: ReactNode) => field;

const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.id, label: r.nombre }));
const regionRule = atLeastOne(MESSAGES.region);
const communeRule = atLeastOne(MESSAGES.commune);

/**
 * Region (the 16 of SPEC §2) and its communes, fetched per region. The commune waits for a region,
 * and changing or clearing the region empties it, so a commune of another region is never sent.
 */
export function RegionCommuneFields({
  regionName = 'region',
  communeName = 'comuna',
  regionLabel = 'Región',
  communeLabel = 'Comuna',
  regionDisabled,
  disabled,
  wrap = asIs,
}: RegionCommuneFieldsProps) {
  const form = useForm();
  const region = Number(useField(regionName, { subscription: { value: true } }).input.value);
  const regionId = region > 0 ? region : null;
  const { communes, isLoading, error, mutate } = useCommunes(regionId);
  const communeOptions = communes.map((c) => ({ value: c.id, label: c.nombre }));

  const communeHint = !regionId
    ? 'Elige primero una región.'
    : error
      ? 'No pudimos cargar las comunas.'
      : undefined;

  return (
    <>
      {wrap(
        <SelectField<number>
          name={regionName}
          label={regionLabel}
          options={REGION_OPTIONS}
          placeholder="Selecciona una región"
          validate={regionRule}
          required
          allowClear={!regionDisabled}
          disabled={disabled || regionDisabled}
          onValueChange={() => form.change(communeName, undefined)}
        />,
        'region',
      )}
      {wrap(
        <SelectField<number>
          name={communeName}
          label={communeLabel}
          options={communeOptions}
          placeholder={isLoading ? 'Cargando comunas…' : 'Selecciona una comuna'}
          validate={communeRule}
          required
          allowClear
          loading={isLoading}
          disabled={disabled || !regionId}
          extra={
            communeHint && (
              <>
                {communeHint}{' '}
                {error && (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    loading={isLoading}
                    onClick={() => void mutate()}
                  >
                    Reintentar
                  </Button>
                )}
              </>
            )
          }
          notFoundContent="Sin comunas que coincidan"
        />,
        'commune',
      )}
    </>
  );
}
