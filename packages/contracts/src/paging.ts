import { z } from 'zod/mini';

/** Query of every paged list: page from 0, size 1 to 50. */
export const pageQuerySchema = z.object({
  page: z._default(
    z.coerce.number().check(z.int('page must be a whole number'), z.gte(0, 'page must be 0 or more'), z.lte(1_000_000)),
    0,
  ),
  size: z._default(
    z.coerce
      .number()
      .check(
        z.int('size must be a whole number'),
        z.gte(1, 'size must be between 1 and 50'),
        z.lte(50, 'size must be between 1 and 50'),
      ),
    10,
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageableSchema = z.object({ pageNumber: z.int(), pageSize: z.int() });

/** SPEC §3 paged response. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    content: z.array(row),
    totalPages: z.int(),
    totalElements: z.int(),
    pageable: pageableSchema,
  });
