import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The rows whose `column` is one of `ids`, sent as one array parameter however many there are. */
export const idIn = (column: AnyColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/** Every `column` of the rows read, in the given order, as one array: a long list costs one row to read. */
export const idsInOrder = (column: AnyColumn, orderBy: SQL[]) =>
  sql<number[]>`coalesce(array_agg(${column} order by ${sql.join(orderBy, sql`, `)}), '{}')`;
