import { asc } from 'drizzle-orm';
import type { Location } from '@arrival/contracts/locations';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

export async function listLocations(db: Db): Promise<Location[]> {
  return db
    .select({ id: locations.id, name: locations.name, code: locations.code, city: locations.city })
    .from(locations)
    .orderBy(asc(locations.id));
}
