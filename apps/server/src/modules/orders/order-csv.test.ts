import { describe, expect, it } from 'vitest';
import { csvCell, yuan } from '../../lib/csv.ts';
import { chinaDayStart } from '../../lib/china-calendar.ts';

describe('order CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+86')).toBe("'+86");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes cents as yuan and reads dates as China days', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(123456789)).toBe('1234567.89');
    expect(chinaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });
});
