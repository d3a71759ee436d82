import { useParams } from 'react-router';
import { idParamSchema } from '@arrival/contracts/common';

/**
 * The ids in a stocks route's address, or null when one is not an id: the route then says 'ID not found'
 * (SPEC §2) beside the category list.
 */
export function useIdParams<const Name extends string>(...names: Name[]): Record<Name, number> | null {
  const params = useParams();
  const ids: Partial<Record<Name, number>> = {};
  for (const name of names) {
    const parsed = idParamSchema.safeParse(params[name]);
    if (!parsed.success) return null;
    ids[name] = parsed.data;
  }
  return ids as Record<Name, number>;
}
