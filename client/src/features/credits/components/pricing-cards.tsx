import { LANDING_PACKAGE_IDS } from "@contracts/credits-plain";
import { PackageGrid } from "./package-grid";

/** The landing page's pricing cards: packages 1-4 with the same purchase flow (core spec section 9). */
export function PricingCards() {
  return <PackageGrid packageIds={LANDING_PACKAGE_IDS} />;
}
