/** The report's market evidence, owner's notes and method sections, and how to establish a name. */
import { VALUATION_MEASURED, VALUATION_MODEL_DATA, VALUATION_MODEL_DATE } from "@engine/knowledge";
import { formatEffect, joinAnd, usd } from "./report-text";

const quoteAll = (words: readonly string[]) => joinAnd(words.map((w) => `"${w}"`));
import type { ReportInput } from "./report-input";
import type { Valuation } from "@engine/valuation";

const MEDIUM_PLURAL: Record<Valuation["medium"], string> = {
  painting: "Paintings",
  "work on paper": "Works on paper",
  print: "Prints",
  photograph: "Photographs",
  sculpture: "Sculptures",
  other: "Objects and mixed-media works",
};
const pct = (x: number) => `${Math.round(x * 100)}%`;
const factor = (logError: number) => Math.exp(logError).toFixed(1);

/** "Works on paper by artists without an auction record, of this size, sold for a median of $X at regional auctions (n = N)." */
export function describeMarketEvidence(v: Valuation): string | undefined {
  const e = v.evidence;
  if (!e) return undefined;
  const size = e.band ? `, ${e.band} like this one,` : "";
  return `${MEDIUM_PLURAL[v.medium]} by artists without an auction record${size} sold for a median of ${usd(e.medianUsd)} at the curated regional auctions in our data (n = ${e.n}).`;
}

/**
 * What was made of the owner's words. The report shows the notes verbatim just above this text
 * (web page and PDF), so they are not repeated here; the history is, as nothing else shows it.
 */
export function describeOwnerNotes(input: ReportInput): string | undefined {
  const notes = (input.notes ?? "").trim();
  const provenance = (input.provenance ?? "").trim();
  if (!notes && !provenance) return undefined;
  const v = input.valuation;
  const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 297).trimEnd()}…` : s.replace(/[.\s]+$/, ""));
  const out: string[] = [];
  if (provenance) out.push(`On the work's history: "${clip(provenance)}".`);
  const taken: string[] = [];
  const f = v.findings;
  const effectOf = (name: string) => v.factors.find((x) => x.name === name)?.effect;
  if (f.condition) taken.push(`${quoteAll(f.condition.words.slice(0, 4))} as the condition (x${formatEffect(effectOf("Condition") ?? 1)})`);
  if (f.reproduction) taken.push(`${quoteAll(f.reproduction.words)} as a printed reproduction`);
  if (f.attribution) taken.push(`"${f.attribution.words}" as a qualified attribution`);
  if (f.signature)
    taken.push(
      `"${f.signature.words}" as ${f.signature.kind === "hand" ? "a signature by hand" : f.signature.kind === "plate" ? "a signature in the plate only" : "meaning it is unsigned"}`,
    );
  if (f.edition) taken.push(`"${f.edition.words}" as the edition`);
  if (f.labels.length) taken.push(`${quoteAll(f.labels.slice(0, 2))} as labels or marks`);
  if (f.certificates.length) taken.push(`${quoteAll(f.certificates.slice(0, 2))} as documents`);
  if (f.provenanceSupport.length) taken.push(`${quoteAll(f.provenanceSupport.slice(0, 2))} as a traceable history`);
  const list = taken.length > 2 ? `${taken.slice(0, -1).join("; ")}; and ${taken.at(-1)}` : taken.join(" and ");
  if (taken.length) out.push(`We read ${list}. ${taken.length === 1 ? "It appears" : "Each appears"} in the table of factors.`);
  else out.push("Nothing in these words changes the value; they are kept with the report.");
  return out.join(" ");
}

/** How the range was reached and how accurate such ranges are, as measured. */
export function describeMethod(v: Valuation): string {
  const m = VALUATION_MEASURED;
  const out = [
    `The range comes from a statistical model fitted on ${VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots from ${VALUATION_MODEL_DATA.sources} auction sources, from regional houses to Christie's and Sotheby's: it prices the medium, size, date, signature and edition, the artist's own sales record where there is one, and the condition and history the owner describes.`,
    `Tested on auction houses it was not fitted on, ranges made this way held the price paid in ${pct(m.allHeldOut.coverage)} of ${m.allHeldOut.n.toLocaleString("en-US")} sales (${pct(m.regionalHouses.coverage)} at regional houses), and the central figure was off by a median factor of ${factor(m.allHeldOut.medianAbsLogError)}; the houses' own estimates on the same lots held it in ${pct(m.houseEstimates.coverage)}, off by a factor of ${factor(m.houseEstimates.medianAbsLogError)}.`,
    `The range is set to hold the price about half the time, which is why it is wide; it narrows only with an examination of the work. Model fitted ${VALUATION_MODEL_DATE}.`,
  ];
  for (const note of v.ignored) out.push(note);
  return out.join(" ");
}

// Authorities that authenticate the most-asked names; others get the general route.
const AUTHORITIES: Record<string, string> = {
  "pablo picasso": "the Picasso Administration in Paris",
  "andy warhol": "a specialist in Warhol's catalogue raisonné (the Warhol Foundation's authentication board closed in 2012)",
  "claude monet": "the Wildenstein Plattner Institute, which keeps the Monet catalogue raisonné",
  "salvador dali": "the Fundació Gala-Salvador Dalí and the catalogue raisonné of Dalí's prints",
  "marc chagall": "the Comité Marc Chagall in Paris",
  "joan miro": "the ADOM (Association pour la défense de l'œuvre de Joan Miró)",
  "sol lewitt": "the LeWitt estate's certificate records",
  "yayoi kusama": "Kusama Studio's authentication committee",
  "edgar degas": "the Wildenstein Plattner Institute's Degas catalogue",
};

/** What would establish an attribution to `artist`. */
export function howToEstablish(artist: string): string {
  const key = artist
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
  const authority = AUTHORITIES[key];
  const first = authority
    ? `Submit photographs and the work's history to ${authority}.`
    : `Ask whether ${artist} has a catalogue raisonné, a foundation or an estate that issues opinions, and submit photographs and the work's history to it.`;
  return `${first} Before that, have a specialist in ${artist}'s work at an auction house or a member of a recognised appraisers' association inspect it in person; gather any receipts, letters, labels or exhibition records that trace it back to the artist.`;
}

/**
 * What would narrow the two ranges for this piece (decision 39), from what the submission lacks,
 * most useful first: a name, a record, a signature read, a label, the size, then an appraiser's
 * inspection, which always narrows them.
 */
export function describeNarrowing(input: ReportInput, v: Valuation): string[] {
  const f = v.findings;
  const out: string[] = [];
  const artist = f.artistName;
  if (f.reproduction) {
    out.push("A look at the surface under a magnifier: a dot or inkjet pattern confirms a printed reproduction and settles the value.");
  } else {
    if (!artist && !f.attribution && f.signature?.kind === "hand")
      out.push(
        "A reading of the signature you describe (a sharp close-up in raking light, or a specialist's reading): a named artist with an auction record narrows the range most.",
      );
    else if (!artist && !f.attribution)
      out.push(
        "The artist's name, if it can be found (a signature, a label, a family record): a named artist with an auction record narrows the range most.",
      );
    else if (artist && !v.artistRecord)
      out.push(
        `The artist's record: prices paid for other works by ${artist} (an auction database, the artist's gallery or a regional auction house) would replace the market of artists without a record.`,
      );
    if (!f.signature)
      out.push("A clear close-up of the signature, or confirmation that there is none, so the name can be read and checked.");
    if (v.ifAuthenticated)
      out.push(
        `Documents for the attribution to ${v.ifAuthenticated.artist} (a certificate from the recognised authority, a receipt or a traceable history).`,
      );
  }
  if (f.labels.length === 0 && f.provenanceSupport.length === 0)
    out.push("A photograph of the back: a gallery, exhibition, framer's or auction label ties the work to a record of a sale.");
  const size = v.factors.find((x) => x.name === "Size");
  if (!size || size.value === "Not given") out.push("The height and width without the frame; size moves the value.");
  // At most three things to find, and the inspection, which always applies.
  return [
    ...out.slice(0, 3),
    "An appraiser's inspection of the work in hand, confirming medium, support and condition: an auction house that has examined a work quotes a range whose top is about 1.5 times its bottom.",
  ];
}
