/**
 * The one credit-pack catalog (DESIGN decision 3; spec core §9). The server is the
 * only judge of price and credits: clients send a pack id, never an amount.
 */
export interface CreditPack {
  id: 'starter' | 'pro' | 'bulk';
  label: string;
  credits: number;
  /** Price in US cents. */
  priceCents: number;
  subtitle: string;
  badge: string | null;
  features: readonly string[];
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: 'starter',
    label: 'Starter',
    credits: 6,
    priceCents: 299,
    subtitle: 'Try a handful of pages',
    badge: null,
    features: ['6 coloring pages', 'Unlimited retries', 'Never expires'],
  },
  {
    id: 'pro',
    label: 'Pro',
    credits: 25,
    priceCents: 1000,
    subtitle: 'For busy families',
    badge: 'Most Chosen',
    features: ['25 coloring pages', 'Unlimited retries', 'Never expires'],
  },
  {
    id: 'bulk',
    label: 'Bulk',
    credits: 100,
    priceCents: 3000,
    subtitle: 'Lowest per image',
    badge: null,
    features: ['100 coloring pages', 'Unlimited retries', 'Never expires', 'Great for classrooms'],
  },
];

/** Formats US cents as dollars, e.g. 299 → "$2.99", 1000 → "$10". */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
