export type CsvCell = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as RFC 4180 writes it: quoted when it holds a comma, quote or line break, with quotes
 * doubled. Text that a spreadsheet would take for a formula (a customer can name themselves
 * "=HYPERLINK(…)") gets a leading apostrophe, so opening the export never runs it.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF. */
export const csvLines = (rows: CsvCell[][]) => rows.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');

/**
 * A CSV document written part by part: a byte-order mark (so spreadsheets read UTF-8 names) and the header
 * row first, then each part's rows as it comes, so a large export is never one long task.
 */
export async function* csvDocument(header: string[], parts: AsyncIterable<CsvCell[][]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLines([header])}`;
  for await (const rows of parts) if (rows.length > 0) yield csvLines(rows);
}
