// Bytes to text and cells to numbers, the way spreadsheet exports write them: UTF-8 with or without a byte order
// mark, UTF-16 (Excel's "Unicode text"), Windows-1252 (Excel's CSV on Windows); decimal commas and digit grouping.

import { msg, type Message } from '../messages';

export interface DecodedText {
  text: string;
  /** Set when the bytes were not UTF-8 and were read in another encoding: said in the evening's comment. */
  encoding?: string;
}

/** The text of a file, whatever encoding a spreadsheet program saved it in; undefined for binary data. */
export function decodeSource(bytes: Uint8Array): DecodedText | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  if (body.includes(0)) return undefined;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'Windows-1252' };
  }
}

/** The number a cell shows, or undefined when it is blank; NaN when it holds something else. */
export function cellNumber(cell: string | number | undefined, decimalComma: boolean): number | undefined {
  if (cell === undefined) return undefined;
  if (typeof cell === 'number') return cell;
  // Spaces of every width group digits (`1 000`); U+2212 is the minus of typeset numbers.
  let s = cell.replace(/[\s\u00a0\u202f\u2009]/g, '').replace(/\u2212/g, '-');
  if (s === '' || s === '-' || s === '–') return undefined;
  if (decimalComma) {
    if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, '');
    s = s.replace(',', '.');
  } else if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else s = s.replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : NaN;
}

/** Why a cell cannot be a round's points, or undefined when it can (a whole number). */
export function pointsProblem(value: number, shown: string): Message | undefined {
  if (Number.isNaN(value)) return msg('import.not-number', { value: shown });
  if (!Number.isInteger(value)) return msg('import.not-whole', { value: shown });
  if (!Number.isSafeInteger(value)) return msg('import.too-large', { value: shown });
  return undefined;
}

/** `2024-11-15` from the ways a sheet writes a day: ISO, `15.11.2024`, `15/11/2024`, `2024-11-15T19:03:00Z`. */
export function dayOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const iso = /(?:^|\D)(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (iso) return valid(+iso[1], +iso[2], +iso[3]);
  const dmy = /(?:^|\D)(\d{1,2})[./](\d{1,2})[./](\d{4})(?!\d)/.exec(text);
  if (dmy) return valid(+dmy[3], +dmy[2], +dmy[1]);
  return undefined;
}

function valid(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2999) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A timestamp's day in UTC (`playedAt`, `created_at`): the same text on every machine, so re-imports match. */
export function dayOfTimestamp(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const fromText = typeof value === 'string' ? dayOf(value) : undefined;
  if (fromText) return fromText;
  const t = typeof value === 'number' ? (value < 1e11 ? value * 1000 : value) : Date.parse(value);
  if (!Number.isFinite(t)) return undefined;
  return new Date(t).toISOString().slice(0, 10);
}
