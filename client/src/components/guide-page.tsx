import type { ReactNode } from "react";
import { BackLink } from "@/components/back-link";

interface GuidePageProps {
  /** The small line above the title, e.g. "Methodology". */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of a long-form explainer page (/how-we-appraise, /seo-guide): back link, eyebrow, title and intro, then its sections. */
export function GuidePage({ eyebrow, title, intro, children }: GuidePageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/" label="Back to Home" />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">{intro}</p>
      </header>
      {children}
    </div>
  );
}
