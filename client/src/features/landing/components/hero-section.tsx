import { ArrowRight, Clock, Images, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToSection } from "@/components/layout/scroll-to-section";
import { SampleCertificateButton } from "./sample-certificate-button";
import { useStartAppraisal } from "./use-start-appraisal";

const HIGHLIGHTS = [
  { icon: Clock, text: "Reports in 24-48 hours" },
  { icon: Images, text: "Up to 5 photos per artwork" },
  { icon: ShieldCheck, text: "Credits never expire" },
] as const;

/** The opening: headline, the start and how-it-works actions, and a framed artwork motif. */
export function HeroSection() {
  const { startAppraisal } = useStartAppraisal();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.78_0.13_75/0.14),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary">
            Online art appraisal
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-semibold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            Discover the true value of your <span className="text-primary">artwork</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">
            Upload photos of a painting, drawing, print, sculpture or photograph and receive an appraisal report with an estimated value
            range, historical context and market analysis, from the comfort of your home.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button size="lg" onClick={startAppraisal}>
              Start Your Appraisal
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection("how-it-works")}>
              See How It Works
            </Button>
            <SampleCertificateButton size="lg" variant="ghost">
              View Sample Certificate
            </SampleCertificateButton>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-6">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <FramedArtwork />
      </div>
    </section>
  );
}

/** A painting drawn with gradients: decorative, costs no image download on the first load. */
function FramedArtwork() {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md lg:block">
      <div className="rounded-md bg-gradient-to-br from-[oklch(0.72_0.12_75)] via-[oklch(0.55_0.1_65)] to-[oklch(0.42_0.08_55)] p-4 shadow-2xl shadow-black/60">
        <div className="rounded-sm bg-[oklch(0.93_0.02_85)] p-6">
          <div className="relative aspect-[4/5] overflow-hidden rounded-[2px] bg-[linear-gradient(160deg,oklch(0.55_0.09_230),oklch(0.7_0.1_200)_35%,oklch(0.82_0.1_90)_60%,oklch(0.6_0.12_50))]">
            <div className="absolute left-[12%] top-[14%] size-20 rounded-full bg-[oklch(0.9_0.12_90/0.85)] blur-[2px]" />
            <div className="absolute inset-x-0 bottom-0 h-2/5 bg-[linear-gradient(180deg,oklch(0.45_0.08_140/0.8),oklch(0.3_0.06_130))]" />
            <div className="absolute bottom-[22%] left-[55%] h-1/3 w-3 bg-[oklch(0.25_0.03_60)]" />
            <div className="absolute bottom-[45%] left-[44%] size-24 rounded-full bg-[oklch(0.4_0.09_145/0.9)]" />
          </div>
        </div>
      </div>
      <div className="mx-auto mt-6 w-2/3 rounded-md border bg-card px-4 py-3 text-center shadow-lg">
        <p className="text-xs uppercase tracking-wider text-muted-foreground">Sample estimate</p>
        <p className="font-serif text-xl font-semibold text-primary">$12,400 – $18,900</p>
      </div>
    </div>
  );
}
