// The session link as a QR code: its modules (qrcode-generator: no dependencies of its own, MIT), for the terminal
// and for the settlement view (which draws the rows as SVG). Pure.

import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` as rows of `1` (dark) and `0` (light), without the quiet zone. Level M (15% may be lost or
 * smudged), the smallest version that holds the text in byte mode: a session link of about 70 characters is
 * version 4 or 5 (33–37 modules a side).
 */
export function qrRows(text: string): string[] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const n = code.getModuleCount();
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += code.isDark(r, c) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}

/** The quiet zone a scanner needs around a code: four modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/**
 * The code for a terminal: two rows of modules per line, the dark ones drawn with half blocks. The caller prints it
 * in black on white (ANSI `30;107`), so that it reads on a dark terminal as on a light one.
 */
export function qrTerminal(rows: readonly string[]): string[] {
  const size = rows.length + 2 * QUIET_ZONE;
  const dark = (r: number, c: number): boolean => rows[r - QUIET_ZONE]?.[c - QUIET_ZONE] === '1';
  const lines: string[] = [];
  for (let r = 0; r < size; r += 2) {
    let line = '';
    for (let c = 0; c < size; c++) {
      const top = dark(r, c);
      const bottom = dark(r + 1, c);
      line += top && bottom ? '\u2588' : top ? '\u2580' : bottom ? '\u2584' : ' ';
    }
    lines.push(line);
  }
  return lines;
}
