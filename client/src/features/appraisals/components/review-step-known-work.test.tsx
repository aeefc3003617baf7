import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CreateAppraisalFields, StylePrediction } from "@contracts/appraisals";
import { ReviewStep } from "./review-step";

const LILACS = { artist: "Claude Monet", title: "Lilacs, Grey Weather", year: 1872, collection: "Musee d'Orsay", similarity: 0.93 };
const prediction: StylePrediction = {
  style: "Impressionism",
  era: "Impressionism",
  probability: 0.7,
  characteristics: ["Broken brushwork"],
  similarArtists: ["Claude Monet"],
  description: "Light and colour.",
  topStyles: [
    { style: "Impressionism", probability: 0.7 },
    { style: "Realism", probability: 0.2 },
    { style: "Romanticism", probability: 0.1 },
  ],
  uncertain: false,
  knownWork: LILACS,
};
const SENTENCE = "This looks like &#x27;Lilacs, Grey Weather&#x27; by Claude Monet, 1872; the original is in the Musee d&#x27;Orsay.";
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
