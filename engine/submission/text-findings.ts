/**
 * The owner's words (decision 28): what the title, medium, artist field, notes and provenance
 * say about condition, reproduction, attribution, signature, edition, labels and documents.
 * Each finding keeps the words that triggered it so the report can quote them. Pure.
 */

export type ConditionLevel = "excellent" | "good" | "minorWear" | "restored" | "damaged" | "heavilyDamaged";
export type AttributionQualifier = "after" | "attributed" | "circle";

export interface OwnerText {
  title?: string | null;
  artistName?: string | null;
  notes?: string | null;
  provenance?: string | null;
}

export interface TextFindings {
  condition?: { level: ConditionLevel; words: string[] };
  reproduction?: { words: string[] };
  attribution?: { qualifier: AttributionQualifier; words: string };
  /** "hand": signed by hand; "plate": signed in the plate only; "none": the owner says unsigned. */
  signature?: { kind: "hand" | "plate" | "none"; words: string };
  edition?: { number?: number; size?: number; artistProof: boolean; words: string };
  labels: string[];
  certificates: string[];
  /** Provenance statements that support an attribution (a gallery, a sale, the artist's family). */
  provenanceSupport: string[];
  /** The artist field with any qualifier ("attributed to") removed. */
  artistName?: string;
  /** What the owner says the work is painted on ("panel", "board", "copper"), lower case. */
  support?: string;
  /**
   * Where the owner says it was bought or came from, read as the market it sells in (issue 49):
   * "general" for a flea market, an antiques shop or an online marketplace; "fine-art" for a
   * gallery, a dealer or one of the major houses. Absent when the words name neither, or both.
   */
  venue?: { market: "general" | "fine-art"; words: string };
}

const NEGATION = /\b(no|not|without|free of|never)\b[\w\s,'-]{0,20}$/i;

// What surrounds a work but is not it: "small losses to the frame" says nothing of the canvas.
const SURROUNDINGS = /\b(frames?|framing|glass|glazing|mounts?|mats?|passe-?partout|slip)\b/i;

/** The clause around position `at`: from the previous to the next punctuation mark or "but". */
function clauseAround(text: string, at: number, length: number): string {
  const before = text.slice(0, at);
  const start = Math.max(
    ...[".", ",", ";", "!", "?", "\n"].map((mark) => before.lastIndexOf(mark)),
    before.toLowerCase().lastIndexOf(" but "),
  );
  const rest = text.slice(at + length);
  const ends = [".", ",", ";", "!", "?", "\n", " but "].map((mark) => rest.toLowerCase().indexOf(mark)).filter((i) => i >= 0);
  return text.slice(start + 1, at + length + (ends.length ? Math.min(...ends) : rest.length));
}

/**
 * Finds every match of `pattern` whose preceding words do not negate it; with `ofTheWork`, also
 * leaves out matches in a clause about the frame, glass or mount rather than the work itself.
 */
function findAffirmed(text: string, pattern: RegExp, ofTheWork = false): string[] {
  const found: string[] = [];
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  for (const m of text.matchAll(global)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 30), at);
    if (NEGATION.test(before)) continue;
    if (ofTheWork && SURROUNDINGS.test(clauseAround(text, at, m[0].length))) continue;
    found.push(m[0].toLowerCase().trim());
  }
  return [...new Set(found)];
}

const HEAVY =
  /\b(heavy|heavily|severe|severely|badly|extensive|extensively|major|large)\s+(damage[d]?|losses|tears?|flaking|water damage|paint loss)\b|\b(water[- ]damaged?|mou?ld(y)?|holes?|ripped|broken)\b/i;
const DAMAGE =
  /\b(torn|tears?|rips?|losses|paint loss|flaking|flakes|damaged?|punctures?|cracked|cracks|creases?|creased|missing (piece|pieces|corner|corners))\b/i;
const RESTORED =
  /\b(relined|re-lined|relining|restored|restoration|retouch(ed|ing)?|repaired|in-?painted|inpainting|overpainted|overpainting|consolidated)\b/i;
const WEAR =
  /\b(foxing|foxed|stains?|stained|faded|fading|discolou?red|discolou?ration|yellowed|toned|toning|scratch(es|ed)?|craquelure|crazing|dirty|grime|wear|worn|rubbed|scuffs?|(minor|small|slight|tiny|light) (damage|losses|paint loss(es)?))\b/i;
/** "Small losses", "minor damage": wear to an appraiser, not damage (a small tear stays damage). */
const SLIGHT_LOSS = /\b(minor|small|slight|tiny|light)\s+(damage|losses|paint loss(es)?)\b/gi;
const EXCELLENT = /\b(excellent|mint|pristine|perfect|immaculate|very good)\s+(condition|state)\b/i;
const GOOD = /\b(good|fine|sound)\s+(condition|state)\b/i;
const REPRODUCTION =
  /\b(poster|offset|off-set|gicl[eé]e|reproduction|repro|facsimile|photo-?mechanical|canvas print|art print|printed copy|museum (shop|store)|exhibition poster|copy of)\b/i;
const AFTER = /\b(after|copy after|in the style of)\s+[A-Z]/;
const ATTRIBUTED = /\battributed to\b|\battr\.\s/i;
const CIRCLE = /\b(circle of|school of|manner of|follower of|followers of|workshop of|studio of|entourage of)\b/i;
const SCHOOL = /\b[A-Z][a-z]+\s+school\b/;
// The owner's own qualifiers in the artist field, kept as typed (decision 28): "Metcalf (attributed)",
// "Homer, attr.", "possibly Homer", "Monet (after)" all qualify the name, none may be dropped.
const ARTIST_QUALIFIER_BEFORE =
  /^\s*(after|attributed to|attr\.|circle of|school of|manner of|follower of|followers of|workshop of|studio of|entourage of|copy after|in the style of|possibly|probably|perhaps)\s+/i;
const ARTIST_QUALIFIER_AFTER = /\s*,?\s*\b(attributed|attr\.?|after|possibly|probably)\s*\??$/i;
const BRACKETED_ATTRIBUTED = /\((attributed|attr\.?)\)|,\s*(attributed|attr\.?)\s*$/i;
const BRACKETED_AFTER = /\(after\)|,\s*after\s*$/i;
const HEDGED = /^\s*(possibly|probably|perhaps)\b|\b(possibly|probably)\s*\??\s*$|\?\s*$/i;
// What an oil or acrylic is painted on, as the owner wrote it ("oil on panel", "on oak board").
const SUPPORT =
  /\bon\s+(?:an?\s+)?(?:oak|wood(?:en)?|mahogany|poplar|walnut|pine|cradled)?\s*(panel|board|canvas ?board|copper|paper|card(?:board)?|masonite|hardboard|wood|tin|linen|canvas)\b/i;
const PLATE_SIGNED = /\b(signed in the plate|plate[- ]signed|signed in plate|signature in the plate|printed signature)\b/i;
const UNSIGNED = /\b(unsigned|not signed|no signature)\b/i;
const SIGNED = /\b(hand[- ]signed|signed|monogrammed|initialled|initialed|signature)\b/i;
const EDITION_NUMBER = /\b(\d{1,4})\s*\/\s*(\d{1,4})\b/;
const EDITION_WORDS = /\b(numbered|limited edition|edition of \d+|ed\. \d+)\b/i;
// Abbreviations only in capitals ("AP 3/10"), so "a p" in a sentence is not read as a proof.
const ARTIST_PROOF = /\b([Aa]rtist'?s [Pp]roof|[ÉéEe]preuve d'artiste|[Hh]ors commerce)\b|\b(AP|A\.P\.|E\.A\.|EA|H\.C\.|HC)(?=\s|$|[,;)/])/;
const LABELS =
  /\b(gallery label|exhibition label|label(s)? (on|to) the (back|reverse|verso|stretcher)|labels?|stamps?|stamped|blind ?stamp|chop mark|foundry mark|exhibited|catalogue raisonn[eé]|catalog raisonn[eé]|cat\.? rais\.?)\b/i;
const CERTIFICATES =
  /\b(certificates?( of authenticity)?|coa|letter of authenticity|authenticated by|invoice|receipt|bill of sale|appraisal|valuation report|expertise)\b/i;
const PROVENANCE_SUPPORT =
  /\b(purchased|bought|acquired)\s+(from|at)\s+[^.,;]+|\b(gallery|galerie|christie'?s|sotheby'?s|bonhams|phillips|auction|by descent from the artist|the artist'?s (family|estate|studio)|directly from the artist|from the artist|exhibited at|catalogue raisonn[eé]|collection of)\b/gi;

// Places that keep no record of who sold what: "bought at a house clearance" is a history, not a checkable one.
const UNRECORDED_VENUE =
  /\b(house clearance|estate sale|garage sale|yard sale|tag sale|car boot|boot sale|flea market|thrift (shop|store)|charity shop|junk shop|jumble sale|rummage sale|second-?hand shop)\b/i;

// Where a piece was bought says where pieces like it sell: an unrecorded venue, a shop or fair of
// antiques, a local or online auction, a marketplace site; or a gallery, a dealer, a major house.
const GENERAL_VENUE = new RegExp(
  `${UNRECORDED_VENUE.source}|\\b(antiques? (shop|store|market|fair|dealer|centre|center|mall)|bric-a-brac|street market|market stall|op shop|goodwill|salvation army|(local|country|general|online|internet|charity|house|estate) auction|auction (site|app)|ebay|etsy|catawiki|craigslist|gumtree|vinted|marktplaats|leboncoin|facebook marketplace|online marketplace|second-?hand (shop|store|market)|antique shop|hotel auction|souvenir (shop|stall))\\b`,
  "i",
);
const FINE_ART_VENUE =
  /\b(christie'?s|sotheby'?s|bonhams|phillips|(art|fine[- ]art|contemporary) (gallery|dealer)|galerie|gallery|art dealer|fine[- ]art auction( house)?|dealer in (old master|modern|contemporary) (paintings|art))\b/i;

/** The market the owner's words on where it was bought point to; none when they name neither or both. */
function venueOf(text: string): TextFindings["venue"] {
  const general = findAffirmed(text, GENERAL_VENUE);
  const fineArt = findAffirmed(text, FINE_ART_VENUE);
  if (general.length > 0 && fineArt.length === 0) return { market: "general", words: general[0]! };
  if (fineArt.length > 0 && general.length === 0) return { market: "fine-art", words: fineArt[0]! };
  return undefined;
}

/** The qualifier the owner put on the name, from the artist field first, then the title and notes. */
function attributionOf(artistField: string, title: string, notes: string, all: string): TextFindings["attribution"] {
  const after =
    /^\s*(after|copy after|in the style of)\b/i.exec(artistField) ?? BRACKETED_AFTER.exec(artistField) ?? AFTER.exec(`${title}. ${notes}`);
  if (after) return { qualifier: "after", words: after[1] && !/^\(|^,/.test(after[0].trim()) ? after[1].toLowerCase() : "after" };
  const attributed = ATTRIBUTED.exec(artistField) ?? BRACKETED_ATTRIBUTED.exec(artistField);
  if (attributed)
    return { qualifier: "attributed", words: /^attributed to$/i.test(attributed[0].trim()) ? attributed[0].trim() : "attributed to" };
  const hedged = HEDGED.exec(artistField);
  if (hedged) return { qualifier: "attributed", words: `${(hedged[1] ?? hedged[2] ?? "possibly").toLowerCase()} by` };
  const circle = CIRCLE.exec(artistField);
  if (circle) return { qualifier: "circle", words: circle[0].trim() };
  const elsewhere = ATTRIBUTED.exec(all);
  if (elsewhere) return { qualifier: "attributed", words: elsewhere[0].trim() };
  const circleElsewhere = CIRCLE.exec(all);
  if (circleElsewhere) return { qualifier: "circle", words: circleElsewhere[0].trim() };
  return undefined;
}

function conditionOf(text: string): TextFindings["condition"] {
  const heavy = findAffirmed(text, HEAVY, true);
  const damage = findAffirmed(text.replace(SLIGHT_LOSS, "wear"), DAMAGE, true);
  const restored = findAffirmed(text, RESTORED, true);
  const wear = findAffirmed(text, WEAR, true);
  // Several kinds of damage together, or damage and relining, are heavy damage for an appraiser.
  if (heavy.length > 0 || damage.length >= 3 || (damage.length >= 2 && restored.length > 0))
    return { level: "heavilyDamaged", words: [...heavy, ...damage, ...restored] };
  if (damage.length > 0) return { level: "damaged", words: [...damage, ...restored, ...wear] };
  if (restored.length > 0) return { level: "restored", words: [...restored, ...wear] };
  if (wear.length > 0) return { level: "minorWear", words: wear };
  const excellent = findAffirmed(text, EXCELLENT);
  if (excellent.length > 0) return { level: "excellent", words: excellent };
  const good = findAffirmed(text, GOOD);
  if (good.length > 0) return { level: "good", words: good };
  return undefined;
}

/** Reads the owner's words for everything the valuation and the report take up. */
export function findInOwnerText(input: OwnerText): TextFindings {
  const artistField = (input.artistName ?? "").trim();
  const title = (input.title ?? "").trim();
  const notes = (input.notes ?? "").trim();
  const provenance = (input.provenance ?? "").trim();
  const all = [title, artistField, notes, provenance].filter(Boolean).join(". ");
  const findings: TextFindings = { labels: [], certificates: [], provenanceSupport: [] };

  findings.condition = conditionOf([title, notes, provenance].join(". "));
  const repro = findAffirmed(all, REPRODUCTION);
  if (repro.length > 0) findings.reproduction = { words: repro };

  findings.attribution = attributionOf(artistField, title, notes, all);
  const cleanArtist = artistField
    .replace(ARTIST_QUALIFIER_BEFORE, "")
    .replace(ARTIST_QUALIFIER_AFTER, "")
    .replace(/\s*\((after|attributed|attr\.?|circle of|school of|follower of|manner of|workshop of|studio of)\)\s*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "French school, 19th century" names a tradition, not a hand.
  if (SCHOOL.test(artistField) && findings.attribution?.qualifier !== "after")
    findings.attribution = { qualifier: "circle", words: artistField };
  else if (cleanArtist) findings.artistName = cleanArtist;
  const support = SUPPORT.exec(`${title}. ${notes}`);
  if (support) findings.support = support[1]!.toLowerCase().replace(/\s+/g, " ");

  const words = `${title}. ${notes}. ${provenance}`;
  const plate = PLATE_SIGNED.exec(words);
  const unsigned = UNSIGNED.exec(words);
  const signed = findAffirmed(words.replace(PLATE_SIGNED, " "), SIGNED);
  if (plate) findings.signature = { kind: "plate", words: plate[0] };
  else if (signed.length > 0 && !unsigned) findings.signature = { kind: "hand", words: signed[0]! };
  else if (unsigned) findings.signature = { kind: "none", words: unsigned[0] };

  const number = EDITION_NUMBER.exec(words);
  const numberOk = number && Number(number[1]) >= 1 && Number(number[1]) <= Number(number[2]) && Number(number[2]) <= 5000;
  const editionWords = EDITION_WORDS.exec(words);
  const proof = ARTIST_PROOF.exec(words);
  if (numberOk || editionWords || proof) {
    findings.edition = {
      number: numberOk ? Number(number[1]) : undefined,
      size: numberOk ? Number(number[2]) : undefined,
      artistProof: Boolean(proof),
      words: (numberOk ? number[0] : (editionWords?.[0] ?? proof?.[0] ?? "")).trim(),
    };
  }
  findings.labels = findAffirmed(words, LABELS);
  findings.certificates = findAffirmed(words, CERTIFICATES);
  findings.provenanceSupport = [
    // Quoted back to the owner as written ("Lisbon", not "lisbon"); duplicates differ only in case.
    ...new Map(
      [...`${provenance}. ${notes}`.matchAll(PROVENANCE_SUPPORT)]
        .filter((m) => !UNRECORDED_VENUE.test(m[0]))
        .map((m) => [m[0].trim().toLowerCase(), m[0].trim()]),
    ).values(),
  ];
  findings.venue = venueOf(`${provenance}. ${notes}`);
  return findings;
}
