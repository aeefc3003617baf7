// No zod here: the pure engine reads this list too, and the quick estimate runs on the landing page.

/** The wizard's eight media (core spec section 5), value and label: the one list of them. */
export const MEDIUM_OPTIONS = [
  { value: "oil", label: "Oil on Canvas" },
  { value: "watercolor", label: "Watercolor" },
  { value: "acrylic", label: "Acrylic" },
  { value: "pastel", label: "Pastel" },
  { value: "drawing", label: "Drawing/Sketch" },
  { value: "print", label: "Print" },
  { value: "sculpture", label: "Sculpture" },
  { value: "other", label: "Other" },
] as const;
export type Medium = (typeof MEDIUM_OPTIONS)[number]["value"];
export const MEDIUM_VALUES = MEDIUM_OPTIONS.map((option) => option.value) as [Medium, ...Medium[]];

/** Each medium's wizard label, by value. */
export const MEDIUM_LABELS = Object.fromEntries(MEDIUM_OPTIONS.map((option) => [option.value, option.label])) as Readonly<
  Record<Medium, string>
>;

export function getMediumLabel(value: string | null | undefined): string {
  return MEDIUM_OPTIONS.find((option) => option.value === value)?.label ?? (value || "Other");
}
