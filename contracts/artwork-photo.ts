/**
 * Said wherever a photo holds no artwork (issue 30): the style analyzer, the appraisal wizard, the
 * quick estimate, and an appraisal that reached the pipeline anyway (its credit is refunded). A
 * file of its own with no imports, so the landing page's lazy chunk does not pull in zod for it.
 */
export const NO_ARTWORK_MESSAGE =
  "We could not find an artwork in this photo. Please upload a photo of the painting, drawing or print itself, taken straight on and filling most of the picture.";

/** The failure reason of an appraisal refused for that reason, with the refund said. */
export const NO_ARTWORK_REFUND_MESSAGE = `${NO_ARTWORK_MESSAGE} Your credit has been refunded.`;

/** The report's words when the owner set the outline of the work in the photo by hand (issue 30). */
export const OUTLINE_SET_BY_HAND_SENTENCE = "The outline of the artwork in the photo was set by hand by the owner.";

/**
 * The upload's artwork check of one photo (server/photos/accept-photo.ts), made once before the
 * credit is taken and stored with the photo (appraisal_files.artwork_check): the pipeline and the
 * review rules read it instead of judging the photo again (issue 48).
 */
export interface ArtworkCheck {
  /** Whether the rules found an artwork. False only where the owner outlined the work by hand: their outline is never refused (issue 50). */
  isArtwork: boolean;
  /** Where the work was judged: inside the owner's outline, the one found, or the whole photo. */
  method: "owner" | "outline" | "whole-image";
  /** 0-1: how much there is to read (low: the style answer is stated as uncertain). */
  evidence: number;
  /** The photo passed the usability checks only just (a sliver, an almost blank picture): selective review holds it. */
  nearUsabilityLimits: boolean;
}
