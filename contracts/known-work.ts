import type { KnownWork } from "./appraisals";

/**
 * "'Lilacs, Grey Weather' by Claude Monet, 1872; the original is in the Musee d'Orsay": one
 * wording for the analyzer, the wizard's review and the report (issue 50).
 */
export function knownWorkLine(work: Pick<KnownWork, "artist" | "title" | "year" | "collection">): string {
  const dated = work.year === null ? "" : `, ${work.year}`;
  const where = work.collection ? `; the original is in the ${work.collection.replace(/^the /i, "")}` : "";
  return `'${work.title}' by ${work.artist}${dated}${where}`;
}

/** The sentence the owner reads first: "This looks like ...". */
export const knownWorkSentence = (work: Pick<KnownWork, "artist" | "title" | "year" | "collection">) =>
  `This looks like ${knownWorkLine(work)}.`;
