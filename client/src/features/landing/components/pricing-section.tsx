import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/** #pricing: the heading and frame; the app layer composes the credit package cards inside. */
export function PricingSection({ children }: { children?: ReactNode }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      tabIndex={-1}
      className="scroll-mt-16 border-y bg-card/30 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple, transparent pricing">
          Buy credits in packages and use one credit per appraisal. Credits never expire, so you can appraise your collection at your own
          pace.
        </SectionHeading>
        {children ? <div className="mt-14">{children}</div> : null}
      </div>
    </section>
  );
}
