import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToSection } from "@/components/layout/scroll-to-section";
import { useStartAppraisal } from "./use-start-appraisal";

/** The closing call to action; its label depends on whether the visitor is signed in. */
export function FinalCtaSection() {
  const { isAuthenticated, startAppraisal } = useStartAppraisal();
  return (
    <section aria-labelledby="final-cta-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/20 via-card to-card px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="final-cta-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            Ready to discover what your art is worth?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Upload a few photos today and receive your appraisal report within 24-48 hours.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={startAppraisal}>
              {isAuthenticated ? "Start An Appraisal" : "Create an Account"}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection("how-it-works")}>
              Learn More
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
