/**
 * The known-work match's cost in one analysis on the server (issue 50: at most 50 ms): what the
 * analysis reads on the pool's thread (the candidate crops' layouts, knownWorkCropDescriptors, and
 * the photo's corners, photoKeypoints) and the match on the server's thread (the layout's shortlist
 * of the default catalogue and the corners' check of each), timed on the test painting framed on a
 * wall at the server's analysis size. And the
 * printed-dot test an appraisal adds (decision 0039): a 12-megapixel phone JPEG decoded at 2,048 px
 * and the test inside the outline. Medians of many runs.
 */
import path from "node:path";
import sharp from "sharp";
import { artworkCrop } from "@engine/analysis";
import { loadKnownWorksCatalogue } from "@engine/knowledge";
import { locateArtwork } from "@engine/photo";
import { FRAMED_ON_WALL, photographOnWall } from "@engine/test-support";
import { knownWorkCropDescriptors, matchKnownWork, photoKeypoints, PHOTO_SIDE, readKnownWorkCatalogue } from "@engine/style";
import { measurePrintTextureInOutline } from "@engine/photo";
import { DETAIL_SIDE, loadAnalysisPixels } from "../../server/photos/photo-renditions";

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
const { photo } = photographOnWall({ data, width: info.width, height: info.height }, { ...FRAMED_ON_WALL, width: PHOTO_SIDE, height: 384 });
const crop = artworkCrop(photo, locateArtwork(photo));
const loadStarted = performance.now();
const catalogue = readKnownWorkCatalogue(await loadKnownWorksCatalogue(), "the default catalogue");
const load = performance.now() - loadStarted;
const query = { descriptor: knownWorkCropDescriptors(photo, crop), keypoints: photoKeypoints(photo) };
const describe = time(() => knownWorkCropDescriptors(photo, crop));
const corners = time(() => photoKeypoints(photo));
const search = time(() => matchKnownWork(query, catalogue));
console.log(`catalogue: ${catalogue.works.length} works, loaded and decoded once in ${load.toFixed(0)} ms`);
console.log(
  `layouts of the candidate crops (${query.descriptor.length / 288} for a ${crop.width} x ${crop.height} crop): ${describe.toFixed(2)} ms (median of ${ROUNDS})`,
);
console.log(
  `corners of the ${photo.width} x ${photo.height} photo (${query.keypoints.count}): ${corners.toFixed(2)} ms (median of ${ROUNDS})`,
);
console.log(`match against the catalogue (shortlist and corners' check): ${search.toFixed(2)} ms (median of ${ROUNDS})`);
console.log(`added to one analysis: ${(describe + corners + search).toFixed(2)} ms (budget 50 ms)`);

// The printed-dot test: the wall photo enlarged to a phone's 4,032 x 3,024 and saved as its JPEG.
const phoneJpeg = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
  raw: { width: photo.width, height: photo.height, channels: 4 },
})
  .resize(4032, 3024)
  .jpeg({ quality: 90 })
  .toBuffer();
const outline = locateArtwork(photo).outline.map((p) => ({ x: p.x / photo.width, y: p.y / photo.height }));
const decodes: number[] = [];
const tests: number[] = [];
for (let r = 0; r < 20; r++) {
  const started = performance.now();
  const detail = await loadAnalysisPixels(phoneJpeg, DETAIL_SIDE);
  const decoded = performance.now();
  measurePrintTextureInOutline(detail, outline);
  decodes.push(decoded - started);
  tests.push(performance.now() - decoded);
}
console.log(
  `printed-dot test on a 4032 x 3024 JPEG: decode at ${DETAIL_SIDE} px ${median(decodes).toFixed(1)} ms, test ${median(tests).toFixed(1)} ms (median of 20; an appraisal's job only)`,
);
