/**
 * Lossless metadata removal: the photo's compressed bytes are copied untouched, only the
 * segments that carry EXIF (GPS position, camera serial), XMP, IPTC and comments are dropped.
 * Unlike re-encoding, this costs no quality and almost no time. Colour information (ICC
 * profiles, Adobe colour transform, PNG gamma/chromaticity) is kept so colours stay true.
 */

const JPEG_SOI = 0xd8;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;

/** The JPEG without APP1 (EXIF/XMP), APP3-APP13 (incl. IPTC), APP15 and COM; null when it cannot be parsed. */
export function stripJpegMetadata(input: Buffer): Buffer | null {
  const plan = planJpegStrip(input, true);
  if (!plan || plan === "incomplete") return null;
  return Buffer.concat(plan.tailFrom === null ? plan.kept : [...plan.kept, input.subarray(plan.tailFrom)]);
}

/**
 * The stripped JPEG as the segments kept before its scan data, then the input from `tailFrom` to
 * its end copied as it is (null: nothing more). From the first bytes of a file alone
 * (`isWhole` false) it answers "incomplete" where more bytes are needed to tell, so a large photo
 * can be stored by copying its scan data from the file instead of holding it in memory.
 */
export function planJpegStrip(input: Buffer, isWhole: boolean): { kept: Buffer[]; tailFrom: number | null } | "incomplete" | null {
  if (input[0] !== 0xff || input[1] !== JPEG_SOI) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= input.length) {
    if (input[offset] !== 0xff) return null;
    const marker = input[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === JPEG_EOI) {
      kept.push(input.subarray(offset, offset + 2));
      return { kept, tailFrom: null };
    }
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2) return null;
    if (end > input.length) return isWhole ? null : "incomplete";
    if (marker === JPEG_SOS) {
      // Scan data to the end of the file: copied as it is.
      return { kept, tailFrom: offset };
    }
    if (keepJpegSegment(marker, input.subarray(offset + 4, end))) kept.push(input.subarray(offset, end));
    offset = end;
  }
  return isWhole ? null : "incomplete";
}

function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker === 0xe2) return payload.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0"; // APP2: ICC only
  if (marker === 0xe0 || marker === 0xee) return true; // APP0 JFIF, APP14 Adobe colour transform
  if (marker >= 0xe1 && marker <= 0xef) return false; // other APPn: EXIF, XMP, IPTC, vendor data
  return true; // frame, tables, restart intervals
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Text, EXIF and timestamps go; everything needed to show the pixels right stays.
const PNG_DROPPED_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

/** The PNG without text, EXIF and time chunks; null when it cannot be parsed. */
export function stripPngMetadata(input: Buffer): Buffer | null {
  if (input.length < 8 || !input.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    const type = input.subarray(offset + 4, offset + 8).toString("latin1");
    const end = offset + 12 + length;
    if (end > input.length) return null;
    if (!PNG_DROPPED_CHUNKS.has(type)) kept.push(input.subarray(offset, end));
    offset = end;
    if (type === "IEND") return Buffer.concat(kept);
  }
  return null;
}
