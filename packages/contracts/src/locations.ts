import { z } from 'zod/mini';

export const locationSchema = z.object({ id: z.int(), name: z.string(), code: z.string(), city: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);
