import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LILACS, LILACS_PREDICTION as prediction, LILACS_SENTENCE_HTML as SENTENCE } from "@/components/known-work-notice.fixture";
import { AnalysisResults } from "./analysis-results";

describe("the analyzer's known-work notice (issue 50)", () => {
  it("the analyzer's results say which known work the photo shows, before the style", () => {
    const html = renderToStaticMarkup(<AnalysisResults prediction={prediction} imageUrl="blob:x" imageAlt="photo" />);
    expect(html).toContain(SENTENCE);
    expect(html.indexOf(SENTENCE)).toBeLessThan(html.indexOf('data-testid="result-style"'));
  });

  it("leaves out where the original is when the catalogue does not know", () => {
    const html = renderToStaticMarkup(
      <AnalysisResults
        prediction={{ ...prediction, knownWork: { ...LILACS, collection: null, year: null } }}
        imageUrl="blob:x"
        imageAlt="photo"
      />,
    );
    expect(html).toContain("This looks like &#x27;Lilacs, Grey Weather&#x27; by Claude Monet.");
  });
});
