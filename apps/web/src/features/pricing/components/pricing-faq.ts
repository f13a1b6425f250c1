import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '@inkling/contracts/limits';

/** Questions on /pricing (spec content §1 "an FAQ accordion where one entry is open at a time"). */
export const PRICING_FAQ: readonly { id: string; question: string; answer: string }[] = [
  {
    id: 'credit',
    question: 'What is a credit?',
    answer:
      'One credit makes one new coloring page. Retries of a page are free: if you want another version of the same idea, press Retry as often as you like.',
  },
  {
    id: 'free',
    question: 'What do I get for free?',
    answer: `Every new account starts with ${SIGNUP_CREDITS} free credits. On top of that you get ${DAILY_FREE_CREDITS} free credits every day, available from midnight New York time. Free daily credits are used before purchased ones and do not pile up, so an unused day is not saved for later.`,
  },
  {
    id: 'expire',
    question: 'Do purchased credits expire? Is this a subscription?',
    answer:
      'No and no. Every pack is a one-time purchase. Purchased credits stay in your account until you use them, and nothing renews or charges you again.',
  },
  {
    id: 'which',
    question: 'Which pack should I choose?',
    answer:
      'Starter is a good way to try a handful of pages. Pro suits families who color every week. Bulk has the lowest price per page and is built for classrooms, parties and coloring books.',
  },
  {
    id: 'bad-page',
    question: 'What if a page comes out wrong?',
    answer: `Press "Report a problem" under the page in your project and its credit comes straight back, up to ${DAILY_REFUND_LIMIT} pages a day. Pages that fail to draw are refunded automatically.`,
  },
  {
    id: 'payment',
    question: 'How do I pay, and is it safe?',
    answer:
      'Payments are handled by Stripe, a payment provider trusted by millions of businesses. Inkling never sees or stores your card number. Your credits appear in your account as soon as the payment is confirmed.',
  },
];
