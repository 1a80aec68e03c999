import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints, pathOf } from '../../../api/contract';
import { cleanRut, isValidRut } from '../../../domain/rut';

/**
 * SPEC §7's 'member name lookup' (its path is not shown: `socios/name/{rut}` is our guess): the name
 * behind a RUT the member may invite, read once the RUT typed is a valid one. Any failure (nobody to
 * invite there, too many lookups, an API without the call) names nobody: the invitation's own answer
 * says what is wrong.
 */
const fetchMemberName = reader(endpoints.memberName.response);

export function useInviteeName(rut: string | undefined): string | undefined {
  const clean = rut && isValidRut(rut) ? cleanRut(rut) : null;
  const { data } = useSWR(clean && pathOf(endpoints.memberName.path, { rut: clean }), fetchMemberName, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return clean ? data?.nombre_completo : undefined;
}
