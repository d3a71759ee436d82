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

/** A whole CSV document: a byte-order mark (so spreadsheets read UTF-8 names), a header row, CRLF lines. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
