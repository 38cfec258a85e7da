// The session link's QR code reads back as the link (jsQR, a QR reader), and the terminal's drawing has its quiet zone.

import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrRows, qrTerminal } from '../../src/session/qr';
import { qrPath } from '../../webview/components/tableSession';

/** The code as an image: `scale` pixels a module, with the quiet zone, black on white. */
function image(rows: readonly string[], scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = (rows.length + 2 * QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  rows.forEach((row, y) =>
    [...row].forEach((m, x) => {
      if (m !== '1') return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + QUIET_ZONE) * scale + dy) * width + (x + QUIET_ZONE) * scale + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
    }),
  );
  return { data, width };
}

const URL_ = 'http://192.168.178.24:41234/0FDjNQ8k0RgLEbhMXM35QptVRX9gcNzzIe5iMgVHel4/';

describe('the QR code', () => {
  it('reads back as the session link', () => {
    const rows = qrRows(URL_);
    expect(rows.every((r) => r.length === rows.length && /^[01]+$/.test(r))).toBe(true);
    const { data, width } = image(rows);
    expect(jsQR(data, width, width)?.data).toBe(URL_);
  });

  it('in the view: one path of the dark modules, offset by the quiet zone, reads back too', () => {
    const rows = qrRows(URL_);
    const d = qrPath(rows);
    // Redraw the path's rectangles into rows and read them.
    const size = rows.length + 2 * QUIET_ZONE;
    const grid = Array.from({ length: size }, () => new Array<string>(size).fill('0'));
    for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let x = 0; x < Number(m[3]); x++) grid[Number(m[2])][Number(m[1]) + x] = '1';
    const redrawn = grid.slice(QUIET_ZONE, -QUIET_ZONE).map((r) => r.slice(QUIET_ZONE, -QUIET_ZONE).join(''));
    expect(redrawn).toEqual(rows);
  });

  it('on the terminal: two module rows a line, the quiet zone blank on every side', () => {
    const rows = qrRows(URL_);
    const lines = qrTerminal(rows);
    const size = rows.length + 2 * QUIET_ZONE;
    expect(lines).toHaveLength(Math.ceil(size / 2));
    expect(lines.every((l) => l.length === size)).toBe(true);
    expect(lines[0].trim()).toBe('');
    expect(lines[lines.length - 1].trim()).toBe('');
    expect(lines.every((l) => l.slice(0, QUIET_ZONE).trim() === '' && l.slice(-QUIET_ZONE).trim() === '')).toBe(true);
    // Line 2 holds the code's first two rows: the finder pattern's top edge (seven dark modules) over its second row
    // (dark, five light, dark).
    expect(lines[2].slice(QUIET_ZONE, QUIET_ZONE + 7)).toBe('\u2588' + '\u2580'.repeat(5) + '\u2588');
  });
});
