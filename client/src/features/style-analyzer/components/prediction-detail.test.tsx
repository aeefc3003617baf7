import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StylePrediction } from "@contracts/appraisals";
import { ART_ERAS } from "@engine/knowledge";
import { findEraForPrediction } from "@/components/art-timeline/timeline-logic";
import { AnalysisResults } from "./analysis-results";
import { PredictionDetail } from "./prediction-detail";

// The words a reader sees, without the markup.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

const prediction = (overrides: Partial<StylePrediction>): StylePrediction => ({
  style: "Impressionism",
  era: "Impressionism",
  probability: 0.62,
  description: "Light and broken colour.",
  characteristics: ["Broken brushwork"],
  similarArtists: ["Claude Monet"],
  uncertain: false,
  topStyles: [
    { style: "Impressionism", probability: 0.62 },
    { style: "Post-Impressionism", probability: 0.15 },
    { style: "Naive Art", probability: 0.09 },
  ],
  ...overrides,
});

const renderDetail = (p: StylePrediction) =>
  text(renderToStaticMarkup(<PredictionDetail prediction={p} era={findEraForPrediction(ART_ERAS, p)} />));

describe("prediction details", () => {
  it("describes the timeline era of a style that is one", () => {
    const shown = renderDetail(prediction({}));
    expect(shown).toContain("Impressionism (c. 1860-1890)");
    expect(shown).toContain(ART_ERAS.find((e) => e.id === "impressionism")!.description);
  });

  it("names a movement outside the 17 eras with its own dates, not as the Western era it is placed in", () => {
    const ukiyoe = prediction({
      style: "Ukiyo-e",
      era: "Edo-Meiji",
      topStyles: [
        { style: "Ukiyo-e", probability: 0.9 },
        { style: "Expressionism", probability: 0.05 },
        { style: "Pop Art", probability: 0.02 },
      ],
    });
    const shown = renderDetail(ukiyoe);
    expect(shown).toContain("Ukiyo-e (c. 1670-1912)");
    expect(shown).toContain("the timeline below marks the era it is placed in, Romanticism (c. 1790-1850)");
    expect(shown).not.toContain(ART_ERAS.find((e) => e.id === "romanticism")!.description);
  });
});

describe("analysis results", () => {
  it("says an uncertain style is uncertain and charts the three candidates with their numbers as text", () => {
    const shown = text(
      renderToStaticMarkup(
        <AnalysisResults prediction={prediction({ probability: 0.34, uncertain: true })} imageUrl="/x.webp" imageAlt="Your artwork" />,
      ),
    );
    expect(shown).toContain(
      "The style is uncertain from this photo: it looks most like Impressionism (62%), Post-Impressionism (15%) or Naive Art (9%).",
    );
    expect(shown).toContain("Top three styles Impressionism 62% Post-Impressionism 15% Naive Art 9%");
    expect(shown).toContain("Confidence 34%");
  });

  it("numbers the key characteristics and gives each similar artist the era", () => {
    const html = renderToStaticMarkup(<AnalysisResults prediction={prediction({})} imageUrl="/x.webp" imageAlt="Your artwork" />);
    expect(html).toMatch(/<ol class="[^"]*list-decimal[^"]*"><li>Broken brushwork<\/li><\/ol>/);
    expect(text(html)).toContain("Claude Monet · Impressionism");
    expect(text(html)).not.toContain("uncertain");
  });
});
