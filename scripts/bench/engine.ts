/**
 * Speed and memory of the built-in AI engine: style analysis of a 12 MP photo on the server.
 * Accuracy is measured by `npm run eval` (scripts/eval/), refitting by scripts/fit/.
 * Run: npx tsx scripts/bench/engine.ts
 */
import os from "node:os";
import { analyseArtwork } from "@engine/analysis";
import { loadAnalysisPixels } from "../../server/photos/photo-renditions";
import { makeLargePhoto } from "./photos";

/**
 * Server analysis of one 12 MP phone photo, as the pipeline and the wizard run it: decode and
 * downscale with sharp, pixel measures, network forward pass, head. Median of 9 runs after one
 * warm-up (which loads the network), and the process's memory growth across the runs.
 */
async function benchTiming() {
  const photo = await makeLargePhoto({ targetMb: 6 });
  const t0 = performance.now();
  const rssBefore = process.memoryUsage().rss;
  await analyseArtwork(await loadAnalysisPixels(photo));
  const load = performance.now() - t0;
  const rssLoaded = process.memoryUsage().rss;
  const times: number[] = [];
  for (let run = 0; run < 9; run++) {
    const t = performance.now();
    await analyseArtwork(await loadAnalysisPixels(photo));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const rssAfter = process.memoryUsage().rss;
  const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
  console.log(`\nStyle analysis of a 4000x3000 JPEG (${(photo.length / 1e6).toFixed(1)} MB), decode + measures + network + head:`);
  console.log(
    `  median ${times[4]!.toFixed(0)} ms over 9 runs (min ${times[0]!.toFixed(0)}, max ${times[8]!.toFixed(0)}); first call incl. loading the network ${load.toFixed(0)} ms`,
  );
  console.log(
    `  memory (RSS): +${mb(rssLoaded - rssBefore)} MB for loading the network, +${mb(rssAfter - rssLoaded)} MB over the 9 analyses (${mb(rssAfter)} MB in all); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
}

// Accuracy is `npm run eval` (style: artists and sources held out; valuation: each auction source
// held out, beside the houses' own estimates); here only speed and memory.
await benchTiming();
