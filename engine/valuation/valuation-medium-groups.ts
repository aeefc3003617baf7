/**
 * An artist's level depends on the kind of object (issue 31): a painter's prints and posters do
 * not sell at his paintings' level. Media fall into three groups (unique works, works on paper,
 * multiples); an artist's level in a group where he has no sales is carried over from his level
 * elsewhere by a transfer learnt from artists who sold in both (fitSalesModel). The fit, the
 * held-out eval and the appraisal all price through `artistLevelInMedium`. Pure.
 */
import { type MediumCategory, type GroupTransfer, type MediumGroup } from "@engine/knowledge";

/** Mixed media and objects ("other") count as unique works, as paintings and sculpture do. */
export const MEDIUM_GROUP_OF: Readonly<Record<MediumCategory, MediumGroup>> = {
  painting: "unique",
  sculpture: "unique",
  other: "unique",
  "work on paper": "paper",
  print: "multiple",
  photograph: "multiple",
};

/** What a group is called in the report ("none of his sales is {label}"). */
export const MEDIUM_GROUP_LABEL: Readonly<Record<MediumGroup, string>> = {
  unique: "a painting, sculpture or object",
  paper: "a work on paper",
  multiple: "a print or photograph",
};

/**
 * The artist's log level for a work in `medium` and the share of it priced at the international
 * houses: his own level (and medium offset) at the mix of houses where he sold when he has sales
 * in the medium's group; else the transferred level, and a print or photograph at a regional
 * house: a painter's record at the international houses says nothing about where his prints
 * sell (held out, his prints priced at that mix sold for a twentieth of it). A drawing keeps the
 * mix: priced at a regional house, they sold for three times more. `mediaSold` lists
 * the media of his sales; an empty list (no detail) keeps his level.
 */
export function artistLevelInMedium(
  artist: { level: number; majorShare: number; mediumOffset: number | undefined; mediaSold: readonly MediumCategory[] },
  medium: MediumCategory,
  transfer: GroupTransfer,
): { level: number; majorShare: number; transferred: boolean } {
  const group = MEDIUM_GROUP_OF[medium];
  const t = transfer[group];
  if (!t || artist.mediaSold.length === 0 || artist.mediaSold.some((m) => MEDIUM_GROUP_OF[m] === group))
    return { level: artist.level + (artist.mediumOffset ?? 0), majorShare: artist.majorShare, transferred: false };
  return { level: t.offset + t.slope * artist.level, majorShare: group === "multiple" ? 0 : artist.majorShare, transferred: true };
}
