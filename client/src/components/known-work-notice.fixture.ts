/**
 * One matched known work and the style answer that carries it, for the tests of every page that
 * shows the known-work notice (the analyzer's results and the wizard's review).
 */
import type { StylePrediction } from "@contracts/appraisals";

export const LILACS = { artist: "Claude Monet", title: "Lilacs, Grey Weather", year: 1872, collection: "Musee d'Orsay", similarity: 0.93 };

export const LILACS_PREDICTION: StylePrediction = {
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

/** The notice's sentence as renderToStaticMarkup writes it (apostrophes escaped). */
export const LILACS_SENTENCE_HTML =
  "This looks like &#x27;Lilacs, Grey Weather&#x27; by Claude Monet, 1872; the original is in the Musee d&#x27;Orsay.";
