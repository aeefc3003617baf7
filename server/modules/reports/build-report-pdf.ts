import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { Report } from "../../../contracts/reports";
import type { DbOrTx } from "../../db/client";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { renderReportPdf } from "./pdf/report-pdf";
import { reportFileName } from "./report-email";
import type { CompletedReport } from "./report.presenter";
import { getReport } from "./report.service";

// Photos stored before display renditions existed are downsized: print needs no more.
const PDF_IMAGE_SIDE = 1400;

export interface BuiltReportPdf {
  report: Report;
  pdf: Buffer;
  fileName: string;
}

/**
 * The one way a report PDF is made (download, the owner's e-mail, the admin's PDF and the admin's
 * send-to-client): the report as the API presents it, comparables included, and its photos.
 */
export async function buildReportPdf({
  db,
  storage,
  source,
  publicUrl,
  appName,
}: {
  db: DbOrTx;
  storage: StorageProvider;
  source: CompletedReport;
  publicUrl: string;
  appName: string;
}): Promise<BuiltReportPdf> {
  const [report, photos] = await Promise.all([getReport({ db, source, publicUrl }), loadPhotos(source, storage)]);
  const { pdf } = await renderReportPdf({ report, photos, appName });
  return { report, pdf, fileName: reportFileName(report) };
}

async function loadPhotos(source: CompletedReport, storage: StorageProvider): Promise<Buffer[]> {
  const images = source.files.filter((f) => f.kind === "image").sort((a, b) => a.position - b.position);
  return Promise.all(
    images.map(async (file) => {
      // The straightened artwork where it was outlined (issue 30), else the display rendition:
      // both are downsized JPEGs, which the PDF embeds as they are.
      const key = file.cropKey ?? file.displayKey ?? file.storageKey;
      const stored = await storage.get(key);
      if (!stored) throw new Error(`stored image missing: ${key}`);
      const bytes = await buffer(stored.stream);
      if (file.cropKey || file.displayKey) return bytes;
      return sharp(bytes)
        .resize(PDF_IMAGE_SIDE, PDF_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
}
