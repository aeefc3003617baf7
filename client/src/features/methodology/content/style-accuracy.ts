import { STYLE_MODEL_CARD } from "@engine/knowledge";

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
  /** When the heads were also fitted on owner's photos (issue 30): each held-out work's photo on a wall, scored instead. */
  onWallArtistHeldOut: STYLE_MODEL_CARD.ownerPhotosHeldOut,
  onWallSourceHeldOut: STYLE_MODEL_CARD.ownerPhotosSourceHeldOut,
  date: STYLE_MODEL_CARD.modelDate,
  /** Styles it does not name, rarely names right, or learnt from one collection only. */
  limits: STYLE_MODEL_CARD.limits ?? [],
  /** Whether other works of the photos suite's three collections (styles-more/) were in its training (decision 0026). */
  fittedOnPhotoCollections: (STYLE_MODEL_CARD.trainingSets ?? []).includes("styles-more"),
} as const;

/**
 * The same model on photos like owners take (issue 30; decision 0023): `npm run eval:full`'s photos
 * suite, 128 works from styles-more/ kept out of every fit (other works of their three collections,
 * museum photographs among them, are fitted on since decision 0026; 8 a style), each scored clean
 * and "photographed on a wall" (frame, mat, perspective, uneven light, phone camera; seeded), the
 * work found in the photo by the locator. Measured 2026-11-29 after the refit at 400 images a style
 * (decision 0028); move these figures when the model or the locator changes.
 */
export const PHOTO_STYLE_ACCURACY = {
  works: 128,
  clean: { top1: 0.609, top3: 0.82 },
  onWall: { top1: 0.539, top3: 0.797 },
  /** Expected calibration error of the stated confidence on the wall photos (10 bins). */
  onWallCalibrationError: 0.097,
  /** Share of no-artwork photos (bare walls, rooms, documents, screenshots; 100) refused. */
  noArtworkRefused: 1,
} as const;
