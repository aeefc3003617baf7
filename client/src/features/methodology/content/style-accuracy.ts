import { STYLE_MODEL_CARD } from "@engine/knowledge/style-model-card";

/** The style model's measured accuracy as the page shows it (from the model card its fitting script writes). */
export const STYLE_ACCURACY = {
  images: STYLE_MODEL_CARD.images,
  styles: STYLE_MODEL_CARD.styles.length,
  folds: STYLE_MODEL_CARD.artistHeldOut.folds,
  top1: STYLE_MODEL_CARD.artistHeldOut.top1,
  top3: STYLE_MODEL_CARD.artistHeldOut.top3,
  sourceTop1: STYLE_MODEL_CARD.sourceHeldOut.top1,
  sourceTop3: STYLE_MODEL_CARD.sourceHeldOut.top3,
  uncertainShare: STYLE_MODEL_CARD.uncertain.share,
  statedTop1: STYLE_MODEL_CARD.stated.top1,
  date: STYLE_MODEL_CARD.modelDate,
} as const;
