import { PageMeta } from "@/components/page-meta";
import { AboutSection } from "@/features/landing/components/about-section";
import { FaqSection } from "@/features/landing/components/faq-section";
import { FinalCtaSection } from "@/features/landing/components/final-cta-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { HowItWorksSection } from "@/features/landing/components/how-it-works-section";
import { PricingSection } from "@/features/landing/components/pricing-section";
import { PricingCards } from "@/features/credits/components/pricing-cards";

/** The landing page: the sections the header and footer anchors point to. */
export default function HomePage() {
  return (
    <>
      <PageMeta />
      <HeroSection />
      <HowItWorksSection />
      <PricingSection>
        <PricingCards />
      </PricingSection>
      <FaqSection />
      <AboutSection />
      <FinalCtaSection />
    </>
  );
}
