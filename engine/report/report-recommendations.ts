/** Recommendations a collector can act on, chosen from what the submission says and lacks. */
import type { ReportInput } from "./report-input";
import { usd } from "./report-text";
import type { Valuation } from "@engine/valuation";

/** Recommendations for the owner, most useful first (at most eight). */
export function recommendFor(input: ReportInput, v: Valuation): string[] {
  const f = v.findings;
  const out: string[] = [];
  const has = (name: string, value: string) => v.factors.some((x) => x.name === name && x.value === value);
  if (v.ifAuthenticated)
    out.push(
      `Before insuring or selling it as ${v.ifAuthenticated.artist}, obtain an opinion from the artist's recognised authority (see "If authenticated"); until then offer it as "attributed" at most.`,
    );
  if (f.reproduction) out.push("Sell or insure it as a decorative print: framing and condition matter more than the name on the original.");
  if (f.condition && ["damaged", "heavilyDamaged"].includes(f.condition.level))
    out.push(
      `Ask a paintings or paper conservator for a written estimate before any restoration: on a work in this range (${usd(v.low)}-${usd(v.high)}) treatment can cost more than it adds.`,
    );
  else if (f.condition?.level === "restored")
    out.push(
      "Ask for the restorer's report, or have a conservator examine the work under ultraviolet light to map old retouching; buyers ask for it.",
    );
  if (!f.artistName && !f.attribution && !f.reproduction)
    out.push(
      "Look for a signature, monogram or studio stamp on the front, the back and the stretcher, and photograph it; a named hand changes the value more than any other factor.",
    );
  if (!(input.provenance ?? "").trim())
    out.push(
      "Write down the ownership history you know (who owned it, when and where it was bought) and keep any receipts or letters that support it.",
    );
  if (!(input.documentsCount ?? 0))
    out.push("Upload supporting documents if you have them: receipts, certificates, exhibition labels or earlier appraisals.");
  if (has("Size", "Not given"))
    out.push("Measure the work without its frame (height and width); size moves the value, and no usable size was given.");
  if (has("Date", "Not given")) out.push("Record the year of creation, or the approximate decade, if a date or inscription is known.");
  if ((input.photosCount ?? 0) < 3)
    out.push("Add photographs of the back, the signature, any labels and a raking-light detail of the surface.");
  if (v.medium === "work on paper" || v.medium === "print")
    out.push("Keep it out of direct sunlight, framed with UV-filtering glazing and acid-free mounts; paper foxes and fades.");
  else if (v.medium === "sculpture")
    out.push("Check the base and joins for cracks or old repairs, and photograph any foundry or maker's marks.");
  if (v.high >= 10000)
    out.push(
      "For insurance or sale at this level, commission a formal appraisal from a certified appraiser who examines the work in person.",
    );
  else
    out.push(
      `For a sale, a regional auction house or a specialist online sale is the usual route for works in this range; ask for their estimate with these photographs.`,
    );
  return out.slice(0, 8);
}
