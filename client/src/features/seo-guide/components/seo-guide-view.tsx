import { Link } from "wouter";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HOW_TO_USE_STEPS, SEO_BENEFITS, SEO_CHECKLIST } from "../content/seo-guide";
import { SeoPageChecks } from "./seo-page-checks";

/** /seo-guide: how pages describe themselves to search engines, and a live checklist of the site's own pages. */
export function SeoGuideView() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">For developers and editors</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">SEO Guide</h1>
        <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
          How this site's pages describe themselves to search engines and social sites, why it matters, and a checklist that evaluates every
          public page as it is configured now.
        </p>
      </header>
      <Tabs defaultValue="how-to-use" className="mt-8">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
          <TabsTrigger value="how-to-use" className="whitespace-normal">
            How to Use
          </TabsTrigger>
          <TabsTrigger value="benefits" className="whitespace-normal">
            SEO Benefits
          </TabsTrigger>
          <TabsTrigger value="checklist" className="whitespace-normal">
            SEO Checklist
          </TabsTrigger>
        </TabsList>
        <TabsContent value="how-to-use" className="mt-6">
          <ol className="space-y-4">
            {HOW_TO_USE_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-4">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h2 className="font-semibold">{step.title}</h2>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </TabsContent>
        <TabsContent value="benefits" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2">
            {SEO_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-lg border bg-card p-4">
                <h2 className="font-semibold">{benefit.title}</h2>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="checklist" className="mt-6">
          <h2 className="text-xl font-semibold">SEO Checklist</h2>
          <ul aria-label="SEO checklist items" className="mt-4 grid gap-3 sm:grid-cols-2">
            {SEO_CHECKLIST.map((item) => (
              <li key={item.title} className="flex gap-3 rounded-lg border bg-card p-4">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold">{item.title}</p>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <SeoPageChecks />
        </TabsContent>
      </Tabs>
    </div>
  );
}
