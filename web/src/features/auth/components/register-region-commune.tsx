import type { ReactNode } from 'react';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { Cell } from './form-section';
import { Reads } from '../../../app/reads';

const inCell = (field: ReactNode) => <Cell>{field}</Cell>;

/** The sign-up's region and commune, each in a cell of its section's grid (native selects). */
export function RegisterRegionCommune() {
  return (
    <Reads>
      <RegionCommuneFields wrap={inCell} />
    </Reads>
  );
}
