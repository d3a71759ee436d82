import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, type CsvCell } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Kochi, Kerala', '"Kochi, Kerala"'],
    ['5" screen', '"5"" screen"'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [12.5, '12.5'],
    [true, 'true'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('defuses text a spreadsheet would run: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

async function written(header: string[], parts: CsvCell[][][]) {
  let text = '';
  for await (const part of csvDocument(
    header,
    (async function* () {
      yield* parts;
    })(),
  )) {
    text += part;
  }
  return text;
}

describe('csvDocument', () => {
  it('writes a byte-order mark, the header, then one CRLF-terminated line per row', async () => {
    expect(
      await written(
        ['a', 'b,c'],
        [
          [
            [1, 'x'],
            [null, 'y"z'],
          ],
        ],
      ),
    ).toBe('\uFEFFa,"b,c"\r\n1,x\r\n,"y""z"\r\n');
  });

  it('writes the same document whatever parts the rows come in', async () => {
    const rows: CsvCell[][] = [
      [1, 'x'],
      [2, 'y'],
      [3, 'z'],
    ];
    const whole = await written(['n', 'v'], [rows]);
    expect(await written(['n', 'v'], [[rows[0]!], [], [rows[1]!, rows[2]!]])).toBe(whole);
    expect(
      await written(
        ['n', 'v'],
        rows.map((row) => [row]),
      ),
    ).toBe(whole);
  });

  it('writes only the header when there are no rows', async () => {
    expect(await written(['Only'], [])).toBe('\uFEFFOnly\r\n');
  });
});
