import { describe, expect, it } from 'vitest';
import { DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '../limits';
import { inlinePlainText } from './inline';
import { SUPPORT_PAGE } from './support';

describe('inlinePlainText', () => {
  it('joins plain words, emphasis, link texts and the support address', () => {
    expect(
      inlinePlainText(
        [
          'See ',
          { link: 'pricing', text: 'Pricing' },
          ', ',
          { strong: 'free' },
          ' or write to ',
          { supportEmail: true },
        ],
        'help@inkling.test',
      ),
    ).toBe('See Pricing, free or write to help@inkling.test');
    expect(inlinePlainText([{ course: 2, text: 'Writing great prompts' }])).toBe('Writing great prompts');
  });
});

describe('SUPPORT_PAGE', () => {
  it('has the four FAQ entries of spec content §2 with unique ids', () => {
    expect(SUPPORT_PAGE.faqs.map((faq) => faq.id)).toEqual([
      'credits',
      'downloads',
      'refunds',
      'better-results',
    ]);
  });

  it('quotes the business numbers from limits, not retyped', () => {
    const text = (id: string) =>
      SUPPORT_PAGE.faqs
        .find((faq) => faq.id === id)!
        .answer.map((paragraph) => inlinePlainText(paragraph))
        .join(' ');
    expect(text('credits')).toContain(`start with ${SIGNUP_CREDITS} free credits`);
    expect(text('refunds')).toContain(`up to ${DAILY_REFUND_LIMIT} pages a day`);
  });
});
