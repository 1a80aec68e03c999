import { useField, useForm } from 'react-final-form';
import { REGIONS } from '../../../domain/regions';
import { useCommunes } from '../../../api/shared/get-communes';
import { LightSelectField } from '../../../components/light/light-choice-fields';
import { MESSAGES, atLeastOne } from '../../../components/form/validators';
import { Cell } from './form-section';

const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.id, label: r.nombre }));
const regionRule = atLeastOne(MESSAGES.region);
const communeRule = atLeastOne(MESSAGES.commune);

/**
 * The sign-up's region (the 16 of SPEC §2) and its communes, fetched per region, as native selects
 * (the light twin of components/form/region-commune-fields.tsx, which the profile uses with antd).
 * The commune waits for a region, and changing the region empties it, so a commune of another
 * region is never sent.
 */
export function RegisterRegionCommune() {
  const form = useForm();
  const region = Number(useField('region', { subscription: { value: true } }).input.value);
  const regionId = region > 0 ? region : null;
  const { communes, isLoading, error, mutate } = useCommunes(regionId);
  const hint = !regionId ? 'Elige primero una región.' : error ? 'No pudimos cargar las comunas.' : undefined;
  return (
    <>
      <Cell>
        <LightSelectField<number>
          name="region"
          label="Región"
          options={REGION_OPTIONS}
          placeholder="Selecciona una región"
          validate={regionRule}
          required
          onValueChange={() => form.change('comuna', undefined)}
        />
      </Cell>
      <Cell>
        <LightSelectField<number>
          name="comuna"
          label="Comuna"
          options={communes.map((c) => ({ value: c.id, label: c.nombre }))}
          placeholder={isLoading ? 'Cargando comunas…' : 'Selecciona una comuna'}
          validate={communeRule}
          required
          disabled={!regionId || isLoading}
          extra={
            hint && (
              <>
                {hint}{' '}
                {error && (
                  <button type="button" className="l-text-button" onClick={() => void mutate()}>
                    Reintentar
                  </button>
                )}
              </>
            )
          }
        />
      </Cell>
    </>
  );
}
