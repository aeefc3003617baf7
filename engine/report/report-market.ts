/**
 * Which market the range describes, in plain words (issue 49, decision 0035): the valuation
 * mixes the general market (general houses, online sales) and the curated fine-art market by
 * the evidence; the report says which one the range mostly describes, what the other pays and
 * what would move the piece there. Every figure is read from `valuation.market`, never typed.
 */
import { MARKET_WORDS, type MarketOutcome, type Valuation } from "@engine/valuation";
import { usd } from "./report-text";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const span = (r: { low: number; high: number }) => `${usd(r.low)} to ${usd(r.high)}`;
const CERTAIN = 0.995;

/** What would move a general-market piece to a curated house, from what it lacks. */
function towardsFineArt(v: Valuation): string {
  const f = v.findings;
  const needs: string[] = [];
  if (!v.artistRecord) needs.push("an artist's name with an auction record");
  else if (!v.artistRecord.applied) needs.push(`documents that support the name ${v.artistRecord.name}`);
  if (!f.signature) needs.push("a signature");
  needs.push("a certificate or a traceable provenance");
  return needs.length > 1 ? `${needs.slice(0, -1).join(", ")} or ${needs.at(-1)}` : needs[0]!;
}

/** Why a piece the fine-art market mostly takes may still sell at a general house. */
function towardsGeneral(v: Valuation): string {
  if (v.artistRecord?.applied) return "a name buyers cannot check is what sends pieces like it there";
  const lacks = [v.findings.artistName ? "" : "a name", v.findings.signature ? "" : "a signature", "documents"].filter(Boolean);
  return `pieces like it without ${lacks.length > 1 ? `${lacks.slice(0, -1).join(", ")} or ${lacks.at(-1)}` : lacks[0]} often sell there`;
}

/** The owner's words on where it was bought, as the market evidence they are. */
function venueSentence(v: Valuation): string[] {
  const venue = v.findings.venue;
  if (!venue) return [];
  return venue.market === "general"
    ? [
        `You wrote that it came from "${venue.words}": pieces bought in the general market are usually offered there again, and that is counted above.`,
      ]
    : [
        `You wrote that it came from "${venue.words}": pieces bought from a gallery or a curated house usually sell at curated houses again, and that is counted above.`,
      ];
}

/** The report's sentences on the market, or none when there is nothing to say. */
export function describeMarketTier(v: Valuation): string[] {
  const tiers = v.market?.tiers;
  if (!tiers) return [];
  if (v.reproduction) return describeTiers(v, tiers);
  return [...describeTiers(v, tiers), ...venueSentence(v)];
}

function describeTiers(v: Valuation, tiers: readonly MarketOutcome[]): string[] {
  const general = tiers.find((t) => t.tier === "general") as MarketOutcome;
  const fineArt = tiers.find((t) => t.tier === "fine-art") as MarketOutcome;
  if (v.reproduction)
    return [
      `Printed reproductions sell as decoration, at ${MARKET_WORDS.general}, where such prints fetch ${span(general.likely)}, whoever painted the original; that is the range above.`,
    ];
  if (general.probability >= CERTAIN)
    return [`Works like this sell at ${MARKET_WORDS.general}, where they fetch ${span(general.likely)}; that is the range above.`];
  if (fineArt.probability >= CERTAIN)
    return [`Works like this sell at ${MARKET_WORDS["fine-art"]}, where they fetch ${span(fineArt.likely)}; that is the range above.`];
  if (v.market.tier === "general")
    return [
      `From what is known of it, a piece like this sells at ${MARKET_WORDS.general} more often than not (${pct(general.probability)}), where such works fetch ${span(general.likely)}; the range above carries both markets.`,
      `If a curated fine-art auction house accepts it, such works fetch ${span(fineArt.likely)} there; ${towardsFineArt(v)} would move it there.`,
    ];
  return [
    `From what is known of it, a piece like this sells at ${MARKET_WORDS["fine-art"]} more often than not (${pct(fineArt.probability)}), where such works fetch ${span(fineArt.likely)}; the range above carries both markets.`,
    `Offered at a general auction house or online instead, such works fetch ${span(general.likely)}; ${towardsGeneral(v)}.`,
  ];
}
