// Signed numbers and money as text: ASCII where text goes back into a file or a spreadsheet, U+2212 for display.

import { describe, expect, it } from 'vitest';
import { formatCents, moneyDisplay } from '../../src/text/money';
import { plainDisplay, signedAscii, signedDisplay } from '../../src/text/numbers';

describe('signed numbers', () => {
  it('signedAscii writes what a .score file reads back: +2, -2, 0', () => {
    expect([2, -2, 0].map(signedAscii)).toEqual(['+2', '-2', '0']);
  });
  it('signedDisplay uses the minus sign U+2212 so columns line up', () => {
    expect([2, -2, 0].map(signedDisplay)).toEqual(['+2', '\u22122', '0']);
  });
  it('plainDisplay: no plus, the U+2212 minus', () => {
    expect([2, -2, 0].map(plainDisplay)).toEqual(['2', '\u22122', '0']);
  });
});

describe('money from whole cents', () => {
  it('formatCents: two decimals, ASCII minus (CSV and transfer lines)', () => {
    expect([170, -5, 0, -110, 12345].map(formatCents)).toEqual(['1.70', '-0.05', '0.00', '-1.10', '123.45']);
  });
  it('moneyDisplay: U+2212 minus, the currency as written, a plus only when asked', () => {
    expect(moneyDisplay(125, 'EUR')).toBe('1.25 EUR');
    expect(moneyDisplay(-40, '€')).toBe('\u22120.40 €');
    expect(moneyDisplay(10)).toBe('0.10');
    expect(moneyDisplay(10, undefined, true)).toBe('+0.10');
    expect(moneyDisplay(0, 'EUR', true)).toBe('0.00 EUR');
  });
});
