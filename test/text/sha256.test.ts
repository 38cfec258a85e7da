// SHA-256 against the FIPS 180-4 / NIST example vectors, and base64 against RFC 4648's test vectors.

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64, logFingerprint, sha256, sha256Hex } from '../../src/text/sha256';

describe('sha256 (FIPS 180-4 examples)', () => {
  it('"abc", the empty string and the two-block message', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with Node’s crypto on any text (UTF-8)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => {
        expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
      }),
    );
  });

  it('the fingerprint is the first 8 hex digits', () => {
    expect(logFingerprint('abc')).toBe('ba7816bf');
  });
});

describe('base64 (RFC 4648 § 10)', () => {
  it('pads to whole quads', () => {
    const enc = (s: string) => base64(new TextEncoder().encode(s));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(enc)).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ]);
    expect(base64(sha256('abc'))).toBe(createHash('sha256').update('abc').digest('base64'));
  });
});
