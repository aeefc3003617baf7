import { MAX_IMAGE_BYTES } from "@contracts/appraisals";
import { formatSizeLimit } from "@/lib/format";

// The formats the server reads (server/photos/photo-renditions.ts says the same).
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|avif|hei[cf]|tiff?)$/i;

/**
 * Why a picked or dropped file cannot be analysed, or null when it can be sent. A browser gives
 * some photos no type at all (HEIC, TIFF on many systems), so a file without one is judged by
 * its extension; the server checks the bytes either way.
 */
export function findImageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const isImage = file.type ? file.type.startsWith("image/") : IMAGE_EXTENSION.test(file.name);
  if (!isImage) return "Please choose an image file (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF).";
  if (file.size > MAX_IMAGE_BYTES) return `The image is larger than the ${formatSizeLimit(MAX_IMAGE_BYTES)} size limit.`;
  return null;
}
