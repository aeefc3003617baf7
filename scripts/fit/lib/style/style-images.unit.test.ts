import { describe, expect, it } from "vitest";
import { clusterUnknownArtists, committedTrainingSets, selectStyleImages, STYLE_DATA_SETS, type StyleImage } from "./style-images";

const image = (file: string, source: string, group: string, style = "Realism"): StyleImage => ({
  file,
  style,
  artist: "",
  source,
  set: "styles-large",
  group,
});

describe("selectStyleImages", () => {
  it("lets the collections of a capped style take turns, so a small one is kept whole", () => {
    const large = Array.from({ length: 30 }, (_, i) => image(`a${String(i).padStart(2, "0")}.jpg`, "jalpv1", `artist:a${i % 5}`));
    const small = Array.from({ length: 3 }, (_, i) => image(`b${i}.jpg`, "artwall", `artist:b${i}`));
    const picked = selectStyleImages([...large, ...small], 10);
    expect(picked).toHaveLength(10);
    expect(picked.filter((img) => img.source === "artwall")).toHaveLength(3);
    // Within the large collection its artists take turns too: five artists, seven images.
    expect(new Set(picked.filter((img) => img.source === "jalpv1").map((img) => img.group)).size).toBe(5);
  });

  it("keeps every image when no style reaches the cap, interleaving styles", () => {
    const images = [
      image("x1.jpg", "rasta", "artist:x", "Baroque"),
      image("y1.jpg", "rasta", "artist:y"),
      image("y2.jpg", "rasta", "artist:y"),
    ];
    const picked = selectStyleImages(images, 10);
    expect(picked.map((img) => img.file)).toEqual(["x1.jpg", "y1.jpg", "y2.jpg"]);
  });
});

describe("clusterUnknownArtists", () => {
  it("splits each artistless block (source and style) by likeness and leaves named artists alone", () => {
    const images = [
      ...Array.from({ length: 16 }, (_, i) => image(`e${i}.jpg`, "eliogrande", "eliogrande:Realism")),
      ...Array.from({ length: 8 }, (_, i) => image(`m${i}.jpg`, "jalpv1", "jalpv1-more:Realism")),
      image("n.jpg", "rasta", "artist:courbet"),
    ];
    // Two looks in each block: the first half of a block is near (1, 0), the rest near (0, 1).
    const features = images.map((img, i) => Float32Array.from(i % 8 < 4 ? [1, 0.01 * i] : [0.01 * i, 1]));
    const grouped = clusterUnknownArtists(images, features, 0, 2);
    const groups = (prefix: string) => new Set(grouped.filter((img) => img.file.startsWith(prefix)).map((img) => img.group));
    expect(groups("e")).toEqual(new Set(["eliogrande:Realism:0", "eliogrande:Realism:1"]));
    expect([...groups("m")].every((g) => g.startsWith("jalpv1-more:Realism:"))).toBe(true);
    expect(grouped.at(-1)!.group).toBe("artist:courbet");
  });
});

describe("committedTrainingSets", () => {
  it("refits a model on the folders it records, and one written before styles-more/ on the two it read", () => {
    expect(committedTrainingSets({ trainingSets: STYLE_DATA_SETS })).toEqual(["styles-large", "styles", "styles-more"]);
    expect(committedTrainingSets({})).toEqual(["styles-large", "styles"]);
  });
});
