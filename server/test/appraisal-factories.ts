import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { giveCredits, signedInUser } from "./factories";

/**
 * POST /api/appraisals through inject(), as the wizard sends it: the text fields (medium "oil"
 * unless given) and the files (one painting-like JPEG unless given); no cookie is a visitor.
 */
export async function postAppraisal(
  app: FastifyInstance,
  {
    cookie,
    fields = { medium: "oil" },
    files,
    headers = {},
  }: { cookie?: string; fields?: Record<string, string>; files?: MultipartFile[]; headers?: Record<string, string> },
) {
  const body = buildMultipart(
    fields,
    files ?? [{ field: "images", filename: "photo.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
  );
  return app.inject({
    method: "POST",
    url: "/api/appraisals",
    headers: { ...body.headers, ...headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/**
 * What an owner does end to end: a new signed-in user with one credit submits the fields and
 * files (postAppraisal's defaults when left out), and the job runs to its end. Throws unless the
 * submission is accepted; answers the appraisal's id and the owner's cookie.
 */
export async function submitAppraisal(
  app: FastifyInstance,
  options: { fields?: Record<string, string>; files?: MultipartFile[] } = {},
): Promise<{ id: string; cookie: string }> {
  const { user, cookie } = await signedInUser(app);
  await giveCredits(app.db, user.id, 1);
  const created = await postAppraisal(app, { cookie, ...options });
  // A plain throw, not vitest's expect: scripts outside the test runner import this file too.
  if (created.statusCode !== 201) throw new Error(`the submission was answered ${created.statusCode}: ${created.body}`);
  await app.jobs.drain();
  return { id: created.json().id as string, cookie };
}

/**
 * A real JPEG photo of a painting-like picture: a colour gradient under short brush strokes of
 * every direction (the server refuses photos with no artwork in them, issue 30), optionally with
 * EXIF GPS data.
 */
export async function makeJpeg({ width = 640, height = 480, withGps = false, hue = 0 } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + hue;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 120 + 60 * Math.sin((x + y) / 40);
    }
  }
  let seed = 17 + hue;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const strokes = Math.round((width * height) / 900);
  for (let s = 0; s < strokes; s++) {
    const angle = random() * Math.PI;
    const length = 10 + random() * 30;
    const colour = [random() * 255, random() * 255, random() * 255];
    let x = random() * width;
    let y = random() * height;
    for (let step = 0; step < length; step++, x += Math.cos(angle), y += Math.sin(angle)) {
      for (let d = -2; d <= 2; d++) {
        const px = Math.round(x - d * Math.sin(angle));
        const py = Math.round(y + d * Math.cos(angle));
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        raw.set(colour, (py * width + px) * 3);
      }
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (withGps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model 9000", Copyright: "Owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 53/1 0/1" },
    });
  }
  return image.toBuffer();
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body for inject(), as a browser's FormData would send it. */
export function buildMultipart(
  fields: Record<string, string>,
  files: MultipartFile[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----appraisal-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG header claiming 50000x50000 pixels: tiny on the wire, 10 GB once decoded. */
export function makePngBombHeader(width = 50_000, height = 50_000): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return crc ^ 0xffffffff;
}

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The decoded Subject of an .eml file (nodemailer writes RFC 2047 encoded words). */
export function readEmailSubject(eml: string): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1] ?? "";
  return raw
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
      Buffer.from(
        text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    )
    .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_m, text: string) => Buffer.from(text, "base64").toString("utf8"));
}
