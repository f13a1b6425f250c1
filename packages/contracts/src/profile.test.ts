import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  FULL_NAME_MAX_CHARS,
  nextRotation,
  snapZoom,
  updateProfileSchema,
} from './profile';

describe('updateProfileSchema', () => {
  it('trims the name and accepts 1 to 100 characters', () => {
    expect(updateProfileSchema.parse({ fullName: '  Ada Lovelace ' })).toEqual({ fullName: 'Ada Lovelace' });
    expect(updateProfileSchema.safeParse({ fullName: 'a'.repeat(FULL_NAME_MAX_CHARS) }).success).toBe(true);
  });

  it('refuses a blank or too long name with a readable message', () => {
    const blank = updateProfileSchema.safeParse({ fullName: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please enter your name');
    expect(updateProfileSchema.safeParse({ fullName: 'a'.repeat(FULL_NAME_MAX_CHARS + 1) }).success).toBe(
      false,
    );
  });
});

describe('avatar crop rules (spec content §5)', () => {
  it('keeps zoom between 0.5 and 3 on steps of 0.1', () => {
    expect(snapZoom(0.1)).toBe(0.5);
    expect(snapZoom(7)).toBe(3);
    expect(snapZoom(0.1 + 0.2)).toBe(0.5);
    expect(snapZoom(1.1 + 0.1)).toBe(1.2);
    expect(snapZoom(1.26)).toBe(1.3);
    expect(snapZoom(2.94)).toBe(2.9);
  });

  it('turns 90 degrees per press and wraps after a full turn', () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
  });

  it('limits the photo to 2 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });
});
