import { describe, expect, it } from 'vitest';
import { DAILY_FREE_CREDITS, GENERATION_COST, SIGNUP_CREDITS } from './limits';
import { HEADER_TEXTS, HOME_TEXTS, PROMPT_BOX } from './messages';

describe('credit counts in the UI texts', () => {
  it('say "1 credit" and "n credits" (one plural rule, CREDIT_LABELS.unit)', () => {
    expect(HEADER_TEXTS.creditsBadge(1)).toBe('1 credit available. Get more credits');
    expect(HEADER_TEXTS.creditsBadge(0)).toBe('0 credits available. Get more credits');
    expect(PROMPT_BOX.welcome('Pat', 1)).toBe('Welcome, Pat! You have 1 credit.');
    expect(PROMPT_BOX.welcome('Pat', 15)).toBe('Welcome, Pat! You have 15 credits.');
    expect(HOME_TEXTS.costHint(1)).toMatch(/you have 1 credit$/);
    expect(HOME_TEXTS.costHint(7)).toMatch(/you have 7 credits$/);
  });

  it('quote the business numbers from limits.ts', () => {
    expect(HOME_TEXTS.costHint(3)).toContain(`Each new page uses ${GENERATION_COST} credit`);
    expect(HOME_TEXTS.signUpHint).toBe(
      `Sign up free: ${SIGNUP_CREDITS} pages to start, plus ${DAILY_FREE_CREDITS} free pages every day`,
    );
  });
});
