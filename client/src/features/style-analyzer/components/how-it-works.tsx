import { Palette, Sparkles, Upload } from "lucide-react";

const STEPS = [
  { title: "Upload", text: "Choose a clear, straight-on photo of one artwork, or drag it onto the page.", Icon: Upload },
  {
    title: "Analyze",
    text: "The image is read for colour, light, brushwork and composition and compared with 17 art styles.",
    Icon: Sparkles,
  },
  {
    title: "Discover",
    text: "See the style, its era and artists, where it sits in art history and how its market is doing.",
    Icon: Palette,
  },
];

/** The three-step explainer under the analyzer (secondary spec: Upload, Analyze, Discover). */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="space-y-6">
      <h2 id="how-it-works-heading" className="text-center text-2xl font-semibold">
        How It Works
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-lg border bg-card p-5 text-center">
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
