/**
 * Finished reports on real photos, through the real pipeline, for reading as a collector would
 * (issue 31's closing note). For each case of a JSON file it runs what a visitor does: a verified
 * account buys one credit from the test payment provider, submits the photo and the owner's
 * details, the appraisal job runs to completion with the built-in engine, and the report and its
 * PDF are fetched. All in this process (buildApp and inject, no port), on a throw-away embedded
 * database in a temporary DATA_DIR that is removed at the end.
 *
 *   npx tsx scripts/demo/sample-reports.ts <cases.json> <output folder>
 *
 * cases.json: { "photoRoot"?: folder the photo paths are relative to (from the current folder),
 *               "cases": [{ "photo": "styles-more/Baroque/x.jpg", "medium": "oil", "artistName"?,
 *                           "artworkTitle"?, "yearCreated"?, "height"?, "width"?, "provenance"?,
 *                           "additionalNotes"? }] }
 * The fields are the wizard's (POST /api/appraisals). Prints each report's title, summary, both
 * ranges with their coverage and what would narrow them; writes <output>/<n>-<title>.pdf.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { CreateAppraisalFieldsSchema } from "../../contracts/appraisals";
import { CREDIT_PACKAGES } from "../../contracts/credits-plain";
import { formatUsdRange } from "../../contracts/money";
import { describeArtistLine, describeRanges, type Report } from "../../contracts/reports";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { buildMultipart } from "../../server/test/appraisal-factories";
import { signedInUser } from "../../server/test/factories";

const CasesSchema = z.object({
  photoRoot: z.string().default("."),
  cases: z.array(CreateAppraisalFieldsSchema.extend({ photo: z.string() }).strict()).min(1),
});
type Case = z.infer<typeof CasesSchema>["cases"][number];

// The test provider's card (decision 12): it accepts this number and no other.
const TEST_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };

async function main() {
  const [casesFile, outDir] = process.argv.slice(2);
  if (!casesFile || !outDir) throw new Error("usage: tsx scripts/demo/sample-reports.ts <cases.json> <output folder>");
  const { photoRoot, cases } = CasesSchema.parse(JSON.parse(readFileSync(casesFile, "utf8")));
  mkdirSync(outDir, { recursive: true });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sample-reports-"));
  // The process's own environment is not read: the demo always runs the built-in engine, the
  // test payment provider and automatic completion, whatever the shell has set.
  const config = loadConfig(
    { NODE_ENV: "development", LOG_LEVEL: "warn", PAYMENT_PROVIDER: "test", APPRAISAL_REVIEW: "auto" },
    { dataDir },
  );
  const app = await buildApp({ config, logger: false });
  try {
    await app.ready();
    const { cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
    for (const [index, item] of cases.entries()) {
      const report = await appraise(app, cookie, photoRoot, item);
      const pdf = await app.inject({ method: "GET", url: `/api/appraisals/${report.id}/report/pdf`, headers: { cookie } });
      if (pdf.statusCode !== 200) throw new Error(`PDF of case ${index + 1}: ${pdf.statusCode} ${pdf.body}`);
      const file = path.join(outDir, `${index + 1}-${report.title.replace(/[^\w-]+/g, "-").slice(0, 60)}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      printReport(index + 1, item, report, file);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One visitor's appraisal: a credit bought, the photo and details submitted, the job run, the report read. */
async function appraise(app: Awaited<ReturnType<typeof buildApp>>, cookie: string, photoRoot: string, item: Case): Promise<Report> {
  const call = async (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method, url, headers: { ...headers, cookie }, payload: payload as never });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const single = CREDIT_PACKAGES[0]!;
  const { clientSecret } = (await call("POST", "/api/create-payment-intent", { packageId: single.id, amount: single.price })).json();
  await call("POST", "/api/payments/test/confirm", { clientSecret, ...TEST_CARD });

  const { photo, ...fields } = item;
  const body = buildMultipart(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>, [
    { field: "images", filename: path.basename(photo), contentType: "image/jpeg", data: readFileSync(path.resolve(photoRoot, photo)) },
  ]);
  const { id } = (await call("POST", "/api/appraisals", body.payload, body.headers)).json();
  await app.jobs.drain();
  return (await call("GET", `/api/appraisals/${id}/report`)).json() as Report;
}

function printReport(n: number, item: Case, report: Report, pdfFile: string) {
  const owner = [item.artistName, item.medium, item.yearCreated, item.additionalNotes, item.provenance].filter(Boolean).join(" | ");
  const lines = [
    `=== ${n}. "${report.title}" — ${describeArtistLine(report) ?? "artist not named"} — ${report.mediumLabel}`,
    `Photo: ${item.photo}`,
    `Owner's details: ${owner}`,
    `Summary: ${report.summary}`,
    ...describeRanges(report).map((line) => `${line.label} ${line.range}: ${line.explanation}`),
    ...(report.ifAuthenticated
      ? [`If authenticated as by ${report.ifAuthenticated.artist}: ${formatUsdRange(report.ifAuthenticated)}`]
      : []),
    "What would narrow these ranges:",
    ...report.narrowing.map((line) => `  - ${line}`),
    `PDF: ${pdfFile}`,
    "",
  ];
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
