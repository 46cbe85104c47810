import { describe, expect, it } from 'vitest';
import { attachment, toCsv } from './csv.js';

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark, separates with ; and ends every line with CRLF', () => {
    const csv = toCsv(['E-mail', 'Inscription'], [['afi@example.tg', '2026-11-01']]);
    expect(csv).toBe('\uFEFFE-mail;Inscription\r\nafi@example.tg;2026-11-01\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it.each([
    ['Kossi Agbéko', 'Kossi Agbéko'],
    ['Dupont; fils', '"Dupont; fils"'],
    ['Le "chef"', '"Le ""chef"""'],
    ['ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+22890112233', "'+22890112233"],
    ['-60', "'-60"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('writes the text %j as %j', (value, expected) => {
    expect(toCsv(['a'], [[value]])).toBe(`\uFEFFa\r\n${expected}\r\n`);
  });

  it('writes numbers as they are (a negative balance stays a number) and empty cells for null', () => {
    expect(toCsv(['a', 'b', 'c'], [[-60, null, 25_000]])).toBe('\uFEFFa;b;c\r\n-60;;25000\r\n');
  });
});

describe('attachment', () => {
  it('names the downloaded file', () => {
    expect(attachment('newsletter.csv')).toBe('attachment; filename="newsletter.csv"');
  });
});
