import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CreateAppraisalFields, StylePrediction } from "@contracts/appraisals";
import { LILACS_PREDICTION as prediction, LILACS_SENTENCE_HTML as SENTENCE } from "@/components/known-work-notice.fixture";
import { ReviewStep } from "./review-step";

const values = { medium: "oil", artistName: "Claude Monet", artworkTitle: "Lilacs" } as unknown as CreateAppraisalFields;

describe("the wizard review's known-work notice (issue 50)", () => {
  it("the wizard's review says it too; a photo matched to nothing, or an older analysis, shows no notice", () => {
    const review = (analysis: StylePrediction) =>
      renderToStaticMarkup(<ReviewStep values={values} images={[]} documents={[]} analysis={analysis} />);
    expect(review(prediction)).toContain(SENTENCE);
    expect(review({ ...prediction, knownWork: null })).not.toContain('data-testid="known-work"');
    const { knownWork: _none, ...older } = prediction;
    expect(review(older)).not.toContain('data-testid="known-work"');
  });
});
