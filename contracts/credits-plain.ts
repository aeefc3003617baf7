/**
 * The credits contract's plain values and helpers: no zod, so the landing page's pricing and the
 * /credits page can import them without loading the schema library (decision 0015). The schemas
 * live in credits.ts, which re-exports all of this.
 */

export interface CreditPackage {
  id: number;
  title: string;
  description: string;
  credits: number;
  price: number;
  saveAmount: number;
  popular: boolean;
}

/** The six packages of core spec section 9; titles for 25 and 1000 from decision 13. */
export const CREDIT_PACKAGES = [
  {
    id: 1,
    title: "Single Appraisal",
    description: "One professional appraisal for a single piece.",
    credits: 1,
    price: 29,
    saveAmount: 0,
    popular: false,
  },
  {
    id: 2,
    title: "Multiple Appraisals",
    description: "Appraise a few pieces from your collection.",
    credits: 3,
    price: 69,
    saveAmount: 18,
    popular: false,
  },
  {
    id: 3,
    title: "Collection Appraisal",
    description: "Our most popular choice for growing collections.",
    credits: 5,
    price: 99,
    saveAmount: 46,
    popular: true,
  },
  {
    id: 4,
    title: "Dealer Package",
    description: "For dealers and active collectors.",
    credits: 10,
    price: 189,
    saveAmount: 101,
    popular: false,
  },
  {
    id: 5,
    title: "Gallery Package",
    description: "For galleries and large collections.",
    credits: 25,
    price: 399,
    saveAmount: 326,
    popular: false,
  },
  {
    id: 6,
    title: "Enterprise Package",
    description: "For institutions, auction houses and high-volume partners.",
    credits: 1000,
    price: 1800,
    saveAmount: 27200,
    popular: false,
  },
] as const satisfies readonly CreditPackage[];

/** The landing page's pricing section shows the first four (core spec section 9). */
export const LANDING_PACKAGE_IDS = [1, 2, 3, 4] as const;

/** Prices are whole US dollars; providers charge in cents. */
export const PAYMENT_CURRENCY = "usd";

/** The package with this id, or undefined. */
export function findCreditPackage(id: number): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pkg) => pkg.id === id);
}

/** The provider's payment id inside a client secret ("pi_123_secret_abc" -> "pi_123"), as Stripe and the test provider form them. */
export function getPaymentIdFromClientSecret(clientSecret: string): string {
  return clientSecret.split("_secret_")[0] ?? "";
}
