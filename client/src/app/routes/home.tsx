import { lazy } from "react";
import { PageMeta } from "@/components/page-meta";
import { Skeleton } from "@/components/ui/skeleton";
import { AboutSection } from "@/features/landing/components/about-section";
import { FaqSection } from "@/features/landing/components/faq-section";
import { FinalCtaSection } from "@/features/landing/components/final-cta-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { HowItWorksSection } from "@/features/landing/components/how-it-works-section";
import { PricingSection } from "@/features/landing/components/pricing-section";
import { ReportFeaturesSection } from "@/features/landing/components/report-features-section";
import { TestimonialsSection } from "@/features/landing/components/testimonials-section";
import { ValuationSection } from "@/features/landing/components/valuation-section";
import { LoadWhenVisible } from "@/features/landing/components/load-when-visible";

// Below every anchor: the teaser (and Radix tabs) loads as it nears the viewport.
const MarketTeaserSection = lazy(() =>
  import("@/features/landing/components/market-teaser-section").then((m) => ({ default: m.MarketTeaserSection })),
);
// The cards read the packages through zod-validated contracts; zod stays out of the first load.
const PricingCards = lazy(() => import("@/features/credits/components/pricing-cards").then((m) => ({ default: m.PricingCards })));

/** The landing page: the core spec's sections in its order. */
export default function HomePage() {
  return (
    <>
      <PageMeta />
      <HeroSection />
      <ValuationSection />
      <HowItWorksSection />
      <PricingSection>
        <LoadWhenVisible fallback={<Skeleton className="h-[520px] w-full rounded-xl" />}>
          <PricingCards />
        </LoadWhenVisible>
      </PricingSection>
      <TestimonialsSection />
      <ReportFeaturesSection />
      <FaqSection />
      <AboutSection />
      <LoadWhenVisible fallback={<div className="h-[900px]" />}>
        <MarketTeaserSection />
      </LoadWhenVisible>
      <FinalCtaSection />
    </>
  );
}
