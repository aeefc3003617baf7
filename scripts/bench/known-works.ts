/**
 * The known-work match's cost in one analysis on the server (issue 50: at most 50 ms): the crop's
 * descriptor (in the analysis, on the pool's thread) and the search of the default catalogue (on
 * the server's thread), timed on the test painting framed on a wall. Medians of many runs.
 */
import path from "node:path";
import sharp from "sharp";
import { artworkCrop } from "@engine/analysis";
import { loadKnownWorksCatalogue } from "@engine/knowledge";
import { locateArtwork } from "@engine/photo";
import { FRAMED_ON_WALL, photographOnWall } from "@engine/test-support";
import { knownWorkDescriptor, matchKnownWork, readKnownWorkCatalogue } from "@engine/style";

const ROUNDS = 200;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function time(run: () => void): number {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const { data, info } = await sharp(path.resolve("tests/fixtures/painting-landscape.jpg"))
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const { photo } = photographOnWall({ data, width: info.width, height: info.height }, { ...FRAMED_ON_WALL, width: 1024, height: 768 });
const crop = artworkCrop(photo, locateArtwork(photo));
const loadStarted = performance.now();
const catalogue = readKnownWorkCatalogue(await loadKnownWorksCatalogue(), "the default catalogue");
const load = performance.now() - loadStarted;
const descriptor = knownWorkDescriptor(crop);
const describe = time(() => knownWorkDescriptor(crop));
const search = time(() => matchKnownWork(descriptor, catalogue));
console.log(`catalogue: ${catalogue.works.length} works, loaded and decoded once in ${load.toFixed(0)} ms`);
console.log(`descriptor of a ${crop.width} x ${crop.height} crop: ${describe.toFixed(2)} ms (median of ${ROUNDS})`);
console.log(`match against the catalogue (both stages): ${search.toFixed(2)} ms (median of ${ROUNDS})`);
console.log(`added to one analysis: ${(describe + search).toFixed(2)} ms (budget 50 ms)`);
