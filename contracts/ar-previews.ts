import { z } from "zod";
import { safeText } from "./text";

/** AR preview ranges and defaults (secondary spec section 9); the page and the server share them. */
export const AR_SIZE = { min: 10, max: 80, step: 1, default: 30 } as const;
export const AR_ROTATION = { min: 0, max: 359, step: 1, button: 90 } as const;
export const AR_POSITION = { min: 10, max: 90, step: 0.1, default: 50 } as const;
export const AR_SHADOW_OPACITY = { min: 0.1, max: 0.5, step: 0.05 } as const;
export const AR_SHADOW_BLUR = { min: 0, max: 30, step: 1 } as const;
/** Actual dimensions in whole centimetres (secondary spec section 5). */
export const AR_DIMENSION_CM = { min: 1, max: 500 } as const;
/** The overlay never covers more than this share of the canvas. */
export const AR_MAX_OVERLAY_FRACTION = 0.8;
export const AR_WALL_TINT_OPACITY = 0.4;
export const AR_TOAST_MS = 3000;
export const AR_DEFAULT_TITLE = "Artwork";
/** Wall colour swatches: white, two greys, a cream, a pale blue. */
export const AR_WALL_COLORS = [
  { name: "White", value: "#ffffff" },
  { name: "Light grey", value: "#e5e5e5" },
  { name: "Warm grey", value: "#cfcac4" },
  { name: "Cream", value: "#f3e9d2" },
  { name: "Pale blue", value: "#d6e6f2" },
] as const;

/** E-mails with a preview attached, per account and hour (decision 30: real mail, rate-limited). */
export const AR_EMAIL_LIMIT_PER_HOUR = 10;
export const AR_TITLE_MAX = 200;

/** A preview kept on the account (the spec's "Saved AR preview" plus its share link). */
export const ArPreviewSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnail: z.string(),
  artworkId: z.string().nullable(),
  artworkTitle: z.string(),
  createdAt: z.string(),
  /** The public address when the preview was shared, else null. */
  shareUrl: z.string().nullable(),
});
export type ArPreview = z.infer<typeof ArPreviewSchema>;

/** What the public shared-preview page receives: the picture and the title, nothing else. */
export const SharedArPreviewSchema = z.object({
  title: z.string(),
  imageUrl: z.string(),
});
export type SharedArPreview = z.infer<typeof SharedArPreviewSchema>;

/** Text fields sent beside the composed picture (multipart). */
export const ArPreviewFieldsSchema = z.object({
  artworkTitle: safeText("Title")
    .trim()
    .max(AR_TITLE_MAX, `The title can be at most ${AR_TITLE_MAX} characters.`)
    .optional()
    .transform((value) => value || AR_DEFAULT_TITLE),
  artworkId: safeText("Artwork")
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || null),
  widthCm: z.coerce.number().int("Width must be a whole number of centimetres.").min(0).max(AR_DIMENSION_CM.max).optional(),
  heightCm: z.coerce.number().int("Height must be a whole number of centimetres.").min(0).max(AR_DIMENSION_CM.max).optional(),
  share: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  recipientEmail: safeText("Email").trim().optional(),
});

/** "{width} × {height} cm" when both are known (the spec shows the label only when both are above 0). */
export function formatArDimensions(widthCm: number | null | undefined, heightCm: number | null | undefined): string | null {
  if (!widthCm || !heightCm || widthCm <= 0 || heightCm <= 0) return null;
  return `${widthCm} × ${heightCm} cm`;
}

/** The public path of a shared preview. */
export const sharedPreviewPath = (shareId: string) => `/shared-preview/${shareId}`;
