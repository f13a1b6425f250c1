/**
 * User-facing texts of credits, refunds and payments, quoted from the spec (spec content §8
 * "Refund messages"; spec core §2 "Sign-in dialog", §8 toasts) with DESIGN decisions 2–5
 * where they differ. The UI and the server import them from here; never retype them.
 */

/** "Report this page" refunds (spec content §8; DESIGN decision 5). */
export const REFUND_TEXTS = {
  action: 'Report a problem',
  dialogTitle: 'Report this page',
  dialogText:
    "If this page didn't come out right, report it and we'll give its credit back. You can do this for up to 2 pages a day.",
  confirm: 'Report and refund',
  cancel: 'Cancel',
  success: 'Thanks for telling us. The credit is back in your account.',
  dailyLimit: 'Daily limit reached - refunds restock at 12:00 AM EST',
  signIn: 'Please sign in to request refunds',
  failed: 'Failed to process refund',
  alreadyRefunded: 'This page has already been refunded.',
  /** In place of "Report a problem" once a page's credit is back (issue 32). */
  refunded: 'Credit refunded',
  notFinished: 'Only finished pages can be reported.',
  free: 'This page was a free retry, so there is no credit to give back.',
  left: (n: number) => `${n} ${n === 1 ? 'refund' : 'refunds'} left today`,
} as const;

/** Purchases and the payment return (spec core §2 "Sign-in dialog", §4, §8; DESIGN decision 3). */
export const PURCHASE_TEXTS = {
  signInRequired: 'Please sign in to purchase credits',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received',
  purchaseError: 'An error occurred during purchase',
  paymentSuccess: 'Payment successful! Your credits have been added to your account.',
  paymentCancelled: 'Payment was cancelled. No charges were made.',
  paymentPending: 'Your payment is still being confirmed. Your credits will appear shortly.',
  dialogText: (credits: number, price: string) =>
    `You've used all your free generations. Purchase ${credits} more credits for just ${price}.`,
  buyButton: (price: string) => `Purchase - ${price}`,
  testCheckoutTitle: 'Test payment — no real charge',
  testCheckoutText:
    'Stripe is not configured, so this local page stands in for the payment form. Nothing is charged; Pay adds the credits exactly as a real payment would.',
  pay: 'Pay',
  cancel: 'Cancel',
} as const;

/**
 * Labels of the balance in the user menu and on /settings (spec core "User menu", spec
 * content §2 "Credits & Usage"). The lasting balance holds sign-up, purchased and refunded
 * credits (contracts creditsSchema; DESIGN decisions 2 and 5), so it is not labelled
 * "purchased"; the daily free credits are spent first and restock at 00:00
 * America/New_York (DESIGN decision 4).
 */
export const CREDIT_LABELS = {
  lasting: 'Credits',
  lastingHint: 'From sign-up, purchases and refunds. They never expire.',
  dailyShort: 'Free today',
  dailyLong: 'Daily free credits left today',
  refundsLeft: 'Refunds left today',
  usageHeading: 'Credits & Usage',
  balance: 'Current balance:',
  unit: (n: number) => (n === 1 ? 'credit' : 'credits'),
  restock: 'Daily free credits and refunds restock at midnight New York time.',
  purchaseMore: 'Purchase More Credits',
} as const;

/** The local test checkout page's own words (credits issue; local mode only). */
export const TEST_CHECKOUT_TEXTS = {
  eyebrow: 'Local mode',
  loading: 'Loading checkout',
  notFound:
    'This checkout could not be found. It may belong to another account, or payments run through Stripe here.',
  pack: 'Pack',
  credits: 'Credits',
  total: 'Total',
  already: (status: 'paid' | 'cancelled') => `This checkout is already ${status}.`,
} as const;
