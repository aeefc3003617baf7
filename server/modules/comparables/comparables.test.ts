import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comparableSales } from "../../db/schema";
import { makeJpeg, MINIMAL_PDF, postAppraisal } from "../../test/appraisal-factories";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { extractPdfText } from "../../test/pdf-text";
import { findComparableSales } from "./comparables.service";
import { IMPORT_BATCH_SIZE, ImportRefused, importComparableSales } from "./import-comparables";

/** The column layout of sales_normalized.csv, which the import command takes (this test writes its own small file). */
const SALES_HEADER =
  "source,source_file,source_row,artist,artist_nationality,artist_birth_year,artist_death_year,title,medium_category,medium_text,year_created,height_cm,width_cm,depth_cm,dimensions_text,sale_date,auction_house,auction_location,sale_id,lot,currency,sold,price_local,price_usd,price_kind,buyers_premium_local,estimate_low_local,estimate_high_local,estimate_low_usd,estimate_high_usd,opening_price_local,fx_usd_per_local,signed,lot_url,image_url,qc_flags";

interface SaleLine {
  row: number;
  artist: string;
  title?: string;
  category?: string;
  year?: string;
  height?: string;
  width?: string;
  date?: string;
  house?: string;
  sold?: string;
  price?: string;
  dimensionsText?: string;
}

function saleLine(sale: SaleLine): string {
  const cells: Record<string, string> = {
    source: "test_house",
    source_file: "raw/test.csv",
    source_row: String(sale.row),
    artist: sale.artist,
    title: sale.title ?? `Lot ${sale.row}`,
    medium_category: sale.category ?? "Paintings",
    year_created: sale.year ?? "",
    height_cm: sale.height ?? "",
    width_cm: sale.width ?? "",
    dimensions_text: sale.dimensionsText ?? "",
    sale_date: sale.date ?? "2019-05-14",
    auction_house: sale.house ?? "Cabral Moncada Leilões",
    sold: sale.sold ?? "1",
    price_usd: sale.price ?? "1250",
    currency: "USD",
  };
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return SALES_HEADER.split(",")
    .map((column) => quote(cells[column] ?? ""))
    .join(",");
}

let dir: string;
function writeCsv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, [SALES_HEADER, ...lines].join("\n") + "\n");
  return file;
}

let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "comparables-"));
  app = await buildTestApp({ PUBLIC_URL: "https://appraise.example" }, { ai: createFakeAiProvider() });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(comparableSales);
});
const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(comparableSales))[0]!.n;

describe("npm run comparables:import (importComparableSales)", () => {
  it("imports every row in batches, and importing the same file again adds nothing", async () => {
    const lines = Array.from({ length: IMPORT_BATCH_SIZE + 20 }, (_, i) =>
      saleLine({ row: i + 2, artist: `Artist ${i % 7}`, height: "50", width: "60" }),
    );
    // A quoted field with a comma, doubled quotes and a line break, as the real file has.
    lines.push(
      saleLine({
        row: 9999,
        artist: "Maria Helena Vieira da Silva",
        title: 'La "Ville", rouge',
        dimensionsText: "19 3/4 x 24 in.\n(50 x 61 cm)",
      }),
    );
    const file = writeCsv("sales.csv", lines);
    const progress: number[] = [];
    const first = await importComparableSales({ db: app.db, filePath: file, onProgress: (p) => progress.push(p.done) });
    expect(first).toMatchObject({ rows: lines.length, inserted: lines.length, alreadyPresent: 0, skipped: 0 });
    expect(progress).toEqual([IMPORT_BATCH_SIZE, lines.length]);
    expect(await count()).toBe(lines.length);

    const again = await importComparableSales({ db: app.db, filePath: file });
    expect(again).toMatchObject({ rows: lines.length, inserted: 0, alreadyPresent: lines.length });
    expect(await count()).toBe(lines.length);
    const [quoted] = await app.db
      .select()
      .from(comparableSales)
      .where(sql`${comparableSales.artist} = 'Maria Helena Vieira da Silva'`);
    expect(quoted).toMatchObject({
      title: 'La "Ville", rouge',
      artistKey: "maria helena vieira da silva",
      mediumCategory: "painting",
      priceUsd: 1250,
    });
  });

  it("refuses a file with a bad row, naming its line, and writes nothing", async () => {
    const file = writeCsv("bad.csv", [
      saleLine({ row: 2, artist: "Good Row" }),
      saleLine({ row: 3, artist: "Bad Price", price: "twelve hundred" }),
      saleLine({ row: 4, artist: "" }),
      saleLine({ row: 5, artist: "Future", date: "2999-01-01" }),
      saleLine({ row: 6, artist: "Sold Without Price", price: "" }),
      saleLine({ row: 7, artist: "Negative Size", height: "-4" }),
    ]);
    const error = await importComparableSales({ db: app.db, filePath: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as ImportRefused).message).toBe(
      "5 of 6 rows are invalid; nothing was imported. Fix them, or pass --skip-invalid to import the other rows.",
    );
    expect((error as ImportRefused).errors).toEqual([
      'line 3: price_usd "twelve hundred" is not a number',
      "line 4: artist is empty",
      "line 5: sale_date 2999-01-01 is in the future",
      "line 6: price_usd is empty for a sold lot",
      "line 7: height_cm -4 is out of range (above 0, at most 100,000)",
    ]);
    expect(await count()).toBe(0);

    const skipping = await importComparableSales({ db: app.db, filePath: file, skipInvalid: true });
    expect(skipping).toMatchObject({ rows: 6, inserted: 1, skipped: 5 });
    expect(await count()).toBe(1);
  });

  it("names the columns a file lacks and refuses an empty file", async () => {
    const file = path.join(dir, "wrong.csv");
    writeFileSync(file, "artist,title,price\nJane Doe,Harbour,100\n");
    await expect(importComparableSales({ db: app.db, filePath: file })).rejects.toThrow(
      /lacks the columns source, medium_category, sale_date, sold, price_usd/,
    );
    const empty = path.join(dir, "empty.csv");
    writeFileSync(empty, "");
    await expect(importComparableSales({ db: app.db, filePath: empty })).rejects.toThrow("The file is empty");
    expect(await count()).toBe(0);
  });
});

describe("comparable sales in the report", () => {
  async function importSales() {
    const lines = [
      // Seven oils by the artist: the six closest in size and date are listed.
      ...[50, 52, 55, 48, 60, 45, 200].map((height, i) =>
        saleLine({
          row: i + 2,
          artist: "Jane Doe",
          title: `Harbour ${i + 1}`,
          year: `${1918 + i}`,
          height: String(height),
          width: "61",
          date: `2018-0${i + 1}-10`,
          price: String(1000 + i * 100),
        }),
      ),
      saleLine({ row: 20, artist: "Jane Doe", title: "A print", category: "print", height: "50", width: "61" }),
      saleLine({ row: 21, artist: "Jane Doe", title: "Unsold", sold: "0", price: "" }),
      saleLine({ row: 22, artist: "John Smith", title: "Other hand", height: "50", width: "61" }),
    ];
    await importComparableSales({ db: app.db, filePath: writeCsv("report.csv", lines) });
  }

  it("finds up to six sold lots by the artist in the medium, closest in size and date", async () => {
    await importSales();
    const sales = await findComparableSales({
      db: app.db,
      query: { artistName: "jane  DOE", medium: "oil", height: "20", width: "24", yearCreated: "1920" },
    });
    expect(sales).toHaveLength(6);
    expect(sales.map((s) => s.title)).not.toContain("Harbour 7"); // 200 cm high: not comparable to 50 cm
    expect(sales.map((s) => s.title)).not.toContain("A print");
    expect(sales.map((s) => s.title)).not.toContain("Unsold");
    expect(sales[0]).toMatchObject({ artist: "Jane Doe", auctionHouse: "Cabral Moncada Leilões", medium: "painting" });
    // The surname alone finds the artist; no artist finds nothing (other hands' prices say nothing of this one).
    expect(
      await findComparableSales({ db: app.db, query: { artistName: "Doe", medium: "oil", height: null, width: null, yearCreated: null } }),
    ).toHaveLength(6);
    expect(
      await findComparableSales({ db: app.db, query: { artistName: null, medium: "oil", height: "20", width: "24", yearCreated: null } }),
    ).toEqual([]);
  });

  it("are part of the report response and of the PDF", async () => {
    await importSales();
    const owner = await signedInUser(app);
    await giveCredits(app.db, owner.user.id, 1);
    const created = await postAppraisal(app, {
      cookie: owner.cookie,
      fields: {
        medium: "oil",
        artworkTitle: "Harbour at Dusk",
        artistName: "Jane Doe",
        height: "20",
        width: "24",
        yearCreated: "1920",
        additionalNotes: "Small tear lower left.",
      },
      files: [
        { field: "images", filename: "front.jpg", contentType: "image/jpeg", data: await makeJpeg() },
        { field: "documents", filename: "Rachunek_Kraków.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();
    const id = created.json().id as string;

    const report = (await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie: owner.cookie } })).json();
    expect(report.comparables).toHaveLength(6);
    expect(report.comparables[0]).toMatchObject({
      artist: "Jane Doe",
      saleDate: expect.stringMatching(/^2018-/),
      priceUsd: expect.any(Number),
    });
    expect(report.additionalNotes).toBe("Small tear lower left.");
    expect(report.documents).toEqual(["Rachunek_Kraków.pdf"]);

    const pdf = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf`, headers: { cookie: owner.cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).text.replace(/\s+/g, " ");
    expect(text).toContain("Comparable sales");
    expect(text).toContain(report.comparables[0].title);
    expect(text).toContain("Small tear lower left.");
    expect(text).toContain("Rachunek_Kraków.pdf");
  });
});
