import { describe, expect, it } from "vitest";
import { makePaintingLike } from "@engine/test-support";
import { DESCRIPTOR_LENGTH, knownWorkDescriptor } from "./known-work-descriptor";
import { encodeDescriptors, joinKnownWorkCatalogues, readKnownWorkCatalogue, type KnownWorkFacts } from "./known-work-catalogue";
import { KNOWN_WORK_MARGIN, matchByLayout, nearestKnownWork } from "./known-work-match";

const facts = (n: number, artist = `Painter ${n}`): KnownWorkFacts => ({ artist, title: `Work ${n}`, year: 1800 + n, collection: null });

function stored(descriptors: Int8Array[], works: KnownWorkFacts[]) {
  const packed = new Int8Array(descriptors.length * DESCRIPTOR_LENGTH);
  descriptors.forEach((d, i) => packed.set(d, i * DESCRIPTOR_LENGTH));
  return { version: 2, descriptorLength: DESCRIPTOR_LENGTH, works, descriptors: encodeDescriptors(packed), keypoints: works.map(() => "") };
}

/** A descriptor nudged towards another: two works with nearly one layout. */
function blend(a: Int8Array, b: Int8Array, share: number): Int8Array {
  return Int8Array.from(a, (v, k) => Math.round(v * (1 - share) + b[k]! * share));
}

describe("the second stage: the best must stand out from the best other work", () => {
  const one = knownWorkDescriptor(makePaintingLike(200, 160, 1));
  const other = knownWorkDescriptor(makePaintingLike(200, 160, 2));
  const twin = blend(one, other, 0.05);

  it("names a work that stands out, and refuses one a near twin is as like", () => {
    const alone = readKnownWorkCatalogue(stored([one, other], [facts(1), facts(2)]), "test");
    expect(matchByLayout(one, alone)).toMatchObject(facts(1));
    const twins = readKnownWorkCatalogue(stored([one, twin, other], [facts(1), facts(3), facts(2)]), "test");
    const nearest = nearestKnownWork(one, twins)!;
    expect(nearest.similarity - nearest.runnerUp).toBeLessThan(KNOWN_WORK_MARGIN);
    expect(matchByLayout(one, twins)).toBeNull();
    expect(matchByLayout(one, twins, { margin: 0 })).toMatchObject(facts(1));
  });

  it("does not count the same work twice (the default and an operator's catalogue can both hold it)", () => {
    const a = readKnownWorkCatalogue(stored([one], [facts(1)]), "default");
    const b = readKnownWorkCatalogue(stored([twin, other], [{ ...facts(1), artist: "PAINTER 1" }, facts(2)]), "operator");
    const joined = joinKnownWorkCatalogues(a, b);
    expect(joined.works).toHaveLength(3);
    expect(matchByLayout(one, joined)).toMatchObject({ title: "Work 1" });
  });
});

describe("readKnownWorkCatalogue", () => {
  const one = knownWorkDescriptor(makePaintingLike(120, 100, 4));

  it("refuses what is not a catalogue, naming the file and the entry", () => {
    expect(() => readKnownWorkCatalogue(null, "own.json")).toThrow(/own.json is not a known-works catalogue/);
    expect(() => readKnownWorkCatalogue({ ...stored([one], [facts(1)]), version: 3 }, "own.json")).toThrow(/not a known-works/);
    expect(() => readKnownWorkCatalogue(stored([one], [{ ...facts(1), title: " " }]), "own.json")).toThrow(/work 1 needs/);
    expect(() => readKnownWorkCatalogue(stored([one], [{ ...facts(1), year: 18.5 }]), "own.json")).toThrow(/work 1 needs/);
    expect(() => readKnownWorkCatalogue({ ...stored([one], [facts(1)]), descriptorLength: 64 }, "own.json")).toThrow(/own.json: .*rebuild/);
  });
});
