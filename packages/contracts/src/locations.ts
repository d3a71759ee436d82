import { z } from 'zod';

export const locationSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), city: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);
