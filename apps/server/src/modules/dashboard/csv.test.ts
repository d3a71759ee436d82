import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

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

describe('toCsv', () => {
  it('writes a byte-order mark, the header, then one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['a', 'b,c'],
        [
          [1, 'x'],
          [null, 'y"z'],
        ],
      ),
    ).toBe('\uFEFFa,"b,c"\r\n1,x\r\n,"y""z"\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Only'], [])).toBe('\uFEFFOnly\r\n');
  });
});
