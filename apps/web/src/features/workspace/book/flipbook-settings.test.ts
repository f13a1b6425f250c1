import { FLIPBOOK_ERRORS } from '@inkling/contracts/book-ui';
import { describe, expect, it } from 'vitest';
import {
  BOOK_SETTINGS,
  FlipbookSettingsError,
  type FlipbookSize,
  foldAngle,
  isPortrait,
  validateFlipbookSettings,
} from './flipbook-settings';

describe('the book settings (spec core §3)', () => {
  it('are fixed 450×450 pages, 800 ms flips, shadow 0.3, swipe 30 px, and pass the rules', () => {
    expect(validateFlipbookSettings(BOOK_SETTINGS)).toMatchObject({
      size: 'fixed',
      width: 450,
      height: 450,
      flippingTime: 800,
      drawShadow: true,
      maxShadowOpacity: 0.3,
      swipeDistance: 30,
      usePortrait: true,
    });
  });

  it('show one page under 840 px and a spread from 840 px (spec core §9)', () => {
    expect(isPortrait(390)).toBe(true);
    expect(isPortrait(839)).toBe(true);
    expect(isPortrait(840)).toBe(false);
  });
});

describe('validateFlipbookSettings (spec core §5, §8)', () => {
  it('refuses a size other than fixed or stretch with the spec text', () => {
    expect(() => validateFlipbookSettings({ size: 'auto' as FlipbookSize })).toThrow(
      new FlipbookSettingsError(FLIPBOOK_ERRORS.sizeType),
    );
    expect(FLIPBOOK_ERRORS.sizeType).toBe('Invalid size type. Available only "fixed" and "stretch" value');
  });

  it.each([{ width: 0 }, { height: 0 }, { width: -450 }, { height: Number.NaN }])(
    'refuses %o with "Invalid width or height"',
    (input) => {
      expect(() => validateFlipbookSettings(input)).toThrow(FLIPBOOK_ERRORS.size);
    },
  );

  it.each([0, -800, Number.NaN])(
    'refuses a flipping time of %s with "Invalid flipping time"',
    (flippingTime) => {
      expect(() => validateFlipbookSettings({ flippingTime })).toThrow('Invalid flipping time');
    },
  );

  it('checks the size type before the sizes, and the sizes before the time', () => {
    expect(() => validateFlipbookSettings({ size: 'x' as FlipbookSize, width: 0, flippingTime: 0 })).toThrow(
      FLIPBOOK_ERRORS.sizeType,
    );
    expect(() => validateFlipbookSettings({ width: 0, flippingTime: 0 })).toThrow(FLIPBOOK_ERRORS.size);
  });

  it('gives a fixed book min and max equal to its page size', () => {
    const settings = validateFlipbookSettings({ width: 300, height: 400, minWidth: 5, maxWidth: 9000 });
    expect(settings).toMatchObject({ minWidth: 300, maxWidth: 300, minHeight: 400, maxHeight: 400 });
  });

  it('gives a stretch book minimum 100 and maximum 2000 when they are absent', () => {
    const settings = validateFlipbookSettings({
      size: 'stretch',
      minWidth: undefined,
      maxWidth: undefined,
      minHeight: undefined,
      maxHeight: undefined,
    });
    expect(settings).toMatchObject({ minWidth: 100, maxWidth: 2000, minHeight: 100, maxHeight: 2000 });
  });

  it('replaces inconsistent stretch limits: a minimum ≤ 0, a maximum under the minimum', () => {
    const settings = validateFlipbookSettings({
      size: 'stretch',
      minWidth: 0,
      maxWidth: 50,
      minHeight: 300,
      maxHeight: 200,
    });
    expect(settings).toMatchObject({ minWidth: 100, maxWidth: 2000, minHeight: 300, maxHeight: 2000 });
  });

  it('keeps consistent stretch limits', () => {
    const settings = validateFlipbookSettings({
      size: 'stretch',
      minWidth: 200,
      maxWidth: 600,
      minHeight: 250,
      maxHeight: 700,
    });
    expect(settings).toMatchObject({ minWidth: 200, maxWidth: 600, minHeight: 250, maxHeight: 700 });
  });

  it('does not change the object it was given', () => {
    const input = { size: 'stretch' as const, minWidth: 0 };
    validateFlipbookSettings(input);
    expect(input).toEqual({ size: 'stretch', minWidth: 0 });
  });
});

describe('foldAngle', () => {
  it('folds a corner dragged into the page', () => {
    const angle = foldAngle(450, 450, 300, 100, 'top');
    expect(angle).toBeGreaterThan(0);
    expect(angle).toBeLessThan(Math.PI);
    expect(foldAngle(450, 450, 300, 350, 'bottom')).toBeCloseTo(-angle, 10);
  });

  it('refuses a degenerate fold with "The G point is too small"', () => {
    // On the far edge's line (left = 0): a half turn, the fold line has no G point.
    expect(() => foldAngle(450, 450, 451, 100, 'top')).toThrow(FLIPBOOK_ERRORS.gPoint);
    // On the corner itself: 0 / 0, no angle at all.
    expect(() => foldAngle(450, 450, 451, 0, 'top')).toThrow('The G point is too small');
    // Just short of a half turn (< 0.003 rad) is refused too; a little more is a fold.
    expect(() => foldAngle(450, 450, 450.9999, 100, 'top')).toThrow(FlipbookSettingsError);
    expect(() => foldAngle(450, 450, 450, 100, 'top')).not.toThrow();
  });
});
