import type { ReactNode } from 'react';
import { RegionCommuneFields } from '../../../components/form/region-commune-fields';
import { Cell } from './form-section';

const inCell = (field: ReactNode) => <Cell>{field}</Cell>;

/** The sign-up's region and commune, each in a cell of its section's grid (native selects). */
export function RegisterRegionCommune() {
  return <RegionCommuneFields wrap={inCell} />;
}
