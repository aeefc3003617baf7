import { CheckCircle2 } from "lucide-react";
import { GuidePage } from "@/components/guide-page";
import { NumberedSteps } from "@/components/numbered-steps";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HOW_TO_USE_STEPS, SEO_BENEFITS, SEO_CHECKLIST } from "../content/seo-guide";
import { SeoPageChecks } from "./seo-page-checks";

/** /seo-guide: how pages describe themselves to search engines, and a live checklist of the site's own pages. */
export function SeoGuideView() {
  return (
    <GuidePage
      eyebrow="For developers and editors"
      title="SEO Guide"
      intro="How this site's pages describe themselves to search engines and social sites, why it matters, and a checklist that evaluates every public page as it is configured now."
    >
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
          <NumberedSteps steps={HOW_TO_USE_STEPS} titleAs="h2" className="space-y-4" />
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
    </GuidePage>
  );
}
