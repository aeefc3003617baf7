/**
 * Writes engine/knowledge/inception-v3-stem.ts: InceptionV3's first layers, cut after the given
 * layer (lib/style/inception-stem.ts says why the engine reads a stem of its own).
 *
 *   npx tsx scripts/fit/inception-stem.ts mixed2     write the stem up to mixed2
 *
 * `npm run fit:style` writes it too when the committed model has an InceptionV3 head.
 */
import { writeInceptionStem } from "./lib/style/inception-stem";

await writeInceptionStem(process.argv[2] ?? "mixed2");
