import { describe, expect, it } from "vitest";
import { getMediumLabel, type AppraisalListItem } from "@contracts/appraisals";
import { DEFAULT_HISTORY_QUERY, filterAppraisalHistory, type HistoryQuery } from "./history-filter";

function buildItem(overrides: Partial<AppraisalListItem> & { id: string }): AppraisalListItem {
  return {
    title: "Untitled Artwork",
    artworkTitle: null,
    artistName: null,
    artistLabel: overrides.artistName ?? null,
    medium: "oil",
    mediumLabel: getMediumLabel(overrides.medium ?? "oil"),
    status: "completed",
    review: null,
    estimatedValue: null,
    imageUrl: null,
    submittedAt: "2026-01-01T00:00:00.000Z",
    completedAt: null,
    ...overrides,
  };
}

const harbour = buildItem({
  id: "harbour",
  title: "Harbour at Dusk",
  artworkTitle: "Harbour at Dusk",
  artistName: "Anna Vermeulen",
  medium: "watercolor",
  status: "completed",
  estimatedValue: { low: 1000, high: 3000 },
  submittedAt: "2026-03-01T10:00:00.000Z",
});
const bronze = buildItem({
  id: "bronze",
  title: "Seated Figure",
  artworkTitle: "Seated Figure",
  artistName: "Jonas Berg",
  medium: "sculpture",
  status: "completed",
  estimatedValue: { low: 8000, high: 12000 },
  submittedAt: "2026-02-01T10:00:00.000Z",
});
const sketch = buildItem({
  id: "sketch",
  title: "Untitled Artwork",
  artistName: null,
  medium: "drawing",
  status: "pending",
  submittedAt: "2026-04-01T10:00:00.000Z",
});
const portrait = buildItem({
  id: "portrait",
  title: "Portrait of a Lady",
  artworkTitle: "Portrait of a Lady",
  artistName: "Harbour School",
  medium: "oil",
  status: "processing",
  submittedAt: "2026-01-15T10:00:00.000Z",
});
const refunded = buildItem({
  id: "refunded",
  title: "Lost Landscape",
  artworkTitle: "Lost Landscape",
  medium: "acrylic",
  status: "failed",
  submittedAt: "2026-01-10T10:00:00.000Z",
});
const ALL = [sketch, harbour, bronze, portrait, refunded];

const run = (query: Partial<HistoryQuery>, items: AppraisalListItem[] = ALL) =>
  filterAppraisalHistory(items, { ...DEFAULT_HISTORY_QUERY, ...query }).map((item) => item.id);

describe("filterAppraisalHistory: search", () => {
  it("returns everything, newest first, for the default query", () => {
    expect(run({})).toEqual(["sketch", "harbour", "bronze", "portrait", "refunded"]);
  });

  it("matches the title case-insensitively", () => {
    expect(run({ search: "seated FIGURE" })).toEqual(["bronze"]);
  });

  it("matches the artist case-insensitively", () => {
    expect(run({ search: "jonas" })).toEqual(["bronze"]);
  });

  it("matches the medium by its value and by its label", () => {
    expect(run({ search: "SCULPT" })).toEqual(["bronze"]);
    expect(run({ search: "oil on canvas" })).toEqual(["portrait"]);
    expect(run({ search: "drawing/sketch" })).toEqual(["sketch"]);
  });

  it("matches the medium and the credit the row shows, as the report words them", () => {
    const panel = buildItem({
      id: "panel",
      medium: "oil",
      mediumLabel: "Oil on Panel",
      artistName: "Metcalf",
      artistLabel: "Attributed to Metcalf",
    });
    expect(run({ search: "oil on panel" }, [portrait, panel])).toEqual(["panel"]);
    expect(run({ search: "attributed to" }, [portrait, panel])).toEqual(["panel"]);
  });

  it("matches a word in the title of one item and the artist of another", () => {
    expect(run({ search: "harbour" })).toEqual(["harbour", "portrait"]);
  });

  it("ignores surrounding spaces and finds nothing for an unknown word", () => {
    expect(run({ search: "  dusk  " })).toEqual(["harbour"]);
    expect(run({ search: "picasso" })).toEqual([]);
  });

  it("does not mistake a missing artist for text", () => {
    expect(run({ search: "null" })).toEqual([]);
  });
});

describe("filterAppraisalHistory: status", () => {
  it.each([
    ["pending", ["sketch"]],
    ["processing", ["portrait"]],
    ["completed", ["harbour", "bronze"]],
  ] as const)("%s keeps only that status", (status, expected) => {
    expect(run({ status })).toEqual(expected);
  });

  it("tells an appraisal in review from one still processing, as their badges do", () => {
    const inReview = buildItem({
      id: "in-review",
      status: "processing",
      review: { reasons: ["high-value"], deadline: "2026-01-17T10:00:00.000Z" },
      submittedAt: "2026-01-15T10:00:00.000Z",
    });
    expect(run({ status: "review" }, [portrait, inReview])).toEqual(["in-review"]);
    expect(run({ status: "processing" }, [portrait, inReview])).toEqual(["portrait"]);
  });

  it("all keeps every status, failed ones included", () => {
    expect(run({ status: "all" })).toHaveLength(ALL.length);
  });

  it("combines with the search", () => {
    expect(run({ status: "completed", search: "harbour" })).toEqual(["harbour"]);
  });
});

describe("filterAppraisalHistory: sort", () => {
  it("newest puts the latest submission first", () => {
    expect(run({ sort: "newest" })).toEqual(["sketch", "harbour", "bronze", "portrait", "refunded"]);
  });

  it("oldest puts the earliest submission first", () => {
    expect(run({ sort: "oldest" })).toEqual(["refunded", "portrait", "bronze", "harbour", "sketch"]);
  });

  it("highest value sorts by the mean of low and high, appraisals without a value last", () => {
    expect(run({ sort: "highest" })).toEqual(["bronze", "harbour", "sketch", "portrait", "refunded"]);
  });

  it("lowest value sorts by the mean of low and high, appraisals without a value still last", () => {
    expect(run({ sort: "lowest" })).toEqual(["harbour", "bronze", "sketch", "portrait", "refunded"]);
  });

  it("uses the mean, not the low or the high alone", () => {
    const wide = buildItem({ id: "wide", estimatedValue: { low: 100, high: 9900 } }); // mean 5000
    const narrow = buildItem({ id: "narrow", estimatedValue: { low: 4000, high: 4400 } }); // mean 4200
    expect(run({ sort: "highest" }, [narrow, wide])).toEqual(["wide", "narrow"]);
    expect(run({ sort: "lowest" }, [wide, narrow])).toEqual(["narrow", "wide"]);
  });

  it("breaks a value tie by newest first, in both directions", () => {
    const older = buildItem({ id: "older", estimatedValue: { low: 1000, high: 3000 }, submittedAt: "2026-01-01T00:00:00.000Z" });
    const newer = buildItem({ id: "newer", estimatedValue: { low: 1500, high: 2500 }, submittedAt: "2026-02-01T00:00:00.000Z" });
    expect(run({ sort: "highest" }, [older, newer])).toEqual(["newer", "older"]);
    expect(run({ sort: "lowest" }, [older, newer])).toEqual(["newer", "older"]);
  });

  it("keeps the given order when the submission dates are equal", () => {
    const first = buildItem({ id: "first" });
    const second = buildItem({ id: "second" });
    expect(run({ sort: "newest" }, [first, second])).toEqual(["first", "second"]);
    expect(run({ sort: "oldest" }, [second, first])).toEqual(["second", "first"]);
    expect(run({ sort: "highest" }, [second, first])).toEqual(["second", "first"]);
  });

  it("does not reorder the list it was given", () => {
    const input = [harbour, sketch];
    run({ sort: "oldest" }, input);
    expect(input.map((item) => item.id)).toEqual(["harbour", "sketch"]);
  });
});
