/** Small grammar helpers for the report writer: articles, sentence handling, money. */
import { formatUsd } from "../../contracts/money";

/** "$1,234": the one money format (contracts/money.ts), under the writer's short name. */
export const usd = formatUsd;

export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// Words that start with a vowel letter but a consonant sound, and the reverse.
const CONSONANT_SOUND = /^(uni[cfloqstv]|use|usu|uter|utop|ubiq|ukul|ura[ln]|urin|one\b|once|euro|ewe)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|[aeiou])/i;

/** "a" or "an" for the word that follows, by its sound. */
export function article(word: string): "a" | "an" {
  const w = word.trim();
  if (/^\d/.test(w)) return /^(8|11|18)/.test(w) ? "an" : "a";
  if (CONSONANT_SOUND.test(w)) return "a";
  return VOWEL_SOUND.test(w) ? "an" : "a";
}

/** Splits text into sentences (on ., ! or ? followed by a space and a capital, quote or digit). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(A-Z0-9$])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Drops sentences already said elsewhere in the report (`seen` carries them across sections). */
export function dedupeSentences(text: string, seen: Set<string>): string {
  const out: string[] = [];
  for (const sentence of splitSentences(text)) {
    const key = normalise(sentence);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(sentence);
  }
  return out.join(" ");
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A factor's multiplier as the factor table beside the text shows it: up to two decimals ("0.3",
 * "1.15", "2.07"), so the text never says x1.1 of a row the table shows as x1.15.
 */
export const formatEffect = (effect: number) => (effect >= 10 ? String(Math.round(effect)) : String(Number(effect.toFixed(2))));

/**
 * A print, a photograph or a reproduction has no brushwork (decision 28): the style and era
 * descriptions speak of painting, so their brush words become words for marks on a printed surface.
 */
export function withoutBrushwork(text: string): string {
  // Quoted words are the owner's (a title, a note) and stay exactly as written.
  return text
    .split(/("[^"]*")/)
    .map((part, i) => (i % 2 === 1 ? part : replaceBrushWords(part)))
    .join("");
}

function replaceBrushWords(text: string): string {
  return text
    .replace(/\bbrush[- ]?strokes\b/gi, (w) => (w[0] === "B" ? "Marks" : "marks"))
    .replace(/\bbrushwork\b/gi, (w) => (w[0] === "B" ? "Mark-making" : "mark-making"))
    .replace(/\bbrush[- ]like\b/gi, (w) => (w[0] === "B" ? "Mark-like" : "mark-like"))
    .replace(/\bbrush texture\b/gi, "surface texture");
}

/** "Oil on Panel" for an oil the owner says is on panel; the wizard's label otherwise (decision 28). */
export function mediumLabelAsOwnerSaid(label: string, medium: string, support: string | undefined): string {
  if (!support || (medium !== "oil" && medium !== "acrylic")) return label;
  const on = support.replace(/\b\w/g, (c) => c.toUpperCase());
  return `${medium === "oil" ? "Oil" : "Acrylic"} on ${on}`;
}
