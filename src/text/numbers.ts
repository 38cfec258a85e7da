// Signed and plain whole numbers as text: ASCII for what is written back into a .score file, U+2212 for display.

/** The minus sign of display text (U+2212): as wide as the plus, so columns of numbers line up. */
export const MINUS_SIGN = '\u2212';

/**
 * `n` rounded to `digits` decimals as a formatter shows it (half away from zero, as Intl rounds), never a negative
 * zero: the sign of a number is chosen from this, so a share of −0.001 prints `0`, not `−0` or `−0.00`.
 */
export function roundedForDisplay(n: number, digits = 0): number {
  const scale = 10 ** digits;
  const r = (Math.sign(n) * Math.round(Math.abs(n) * scale)) / scale;
  return r === 0 ? 0 : r;
}

/** `+2`, `-2`, `0` with an ASCII hyphen-minus: text a `.score` file, a CSV cell or a terminal user copies back. */
export function signedAscii(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** `+2`, `−2`, `0` with the minus sign U+2212: points shown to a reader (settlement tables, working, the view). */
export function signedDisplay(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `${MINUS_SIGN}${-n}` : '0';
}

/** `2`, `−2`, `0`: a total shown to a reader, minus sign U+2212 and no plus. */
export function plainDisplay(n: number): string {
  return n < 0 ? `${MINUS_SIGN}${-n}` : String(n);
}
