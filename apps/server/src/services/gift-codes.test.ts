import { canonicalCode } from '@inkling/contracts/codes';
import { formatGiftCode, GIFT_CODE_ALPHABET, looksLikeGiftCode } from '@inkling/contracts/gift-cards';
import { describe, expect, it } from 'vitest';
import { hashGiftCode, newGiftCode, openGiftCode, sealGiftCode } from './gift-codes';

/** Gift codes (issue 34: ≥ 96 random bits, no 0/O/1/I, groups of four; decision 022). */
describe('gift codes', () => {
  it('are 20 symbols of a 32-symbol alphabet without 0, O, 1 or I (100 bits), printed in groups of four', () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
    for (const ch of '0O1I') expect(GIFT_CODE_ALPHABET).not.toContain(ch);
    const code = newGiftCode();
    expect(code).toHaveLength(20);
    expect(looksLikeGiftCode(code)).toBe(true);
    expect(formatGiftCode(code)).toMatch(/^([2-9A-HJ-NP-Z]{4}-){4}[2-9A-HJ-NP-Z]{4}$/);
    expect(canonicalCode(formatGiftCode(code).toLowerCase().replaceAll('-', ' '))).toBe(code);
  });

  it('use every symbol in every position about equally (20 000 codes, χ² well under the 0.1 % bound)', () => {
    const n = 20_000;
    const counts = Array.from({ length: 20 }, () => new Array<number>(32).fill(0));
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const code = newGiftCode();
      seen.add(code);
      for (let p = 0; p < 20; p++) counts[p]![GIFT_CODE_ALPHABET.indexOf(code[p]!)]!++;
    }
    expect(seen.size).toBe(n);
    const expected = n / 32;
    for (const row of counts) {
      const chi2 = row.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      // χ² with 31 degrees of freedom: P(χ² > 61.1) = 0.001.
      expect(chi2).toBeLessThan(61.1);
    }
  });

  it('hash to a fixed 64-hex key and open only for the same card and secret', () => {
    const code = newGiftCode();
    expect(hashGiftCode(code)).toBe(hashGiftCode(code));
    expect(hashGiftCode(code)).toMatch(/^[0-9a-f]{64}$/);
    const sealed = sealGiftCode('s'.repeat(32), 'card-1', code);
    expect(sealed).not.toContain(code);
    expect(openGiftCode('s'.repeat(32), 'card-1', sealed)).toBe(code);
    expect(() => openGiftCode('s'.repeat(32), 'card-2', sealed)).toThrow();
    expect(() => openGiftCode('t'.repeat(32), 'card-1', sealed)).toThrow();
  });
});
