/**
 * The second process of a style evaluation (lib/style/source-folds.ts starts it; not run by hand):
 * computes the leave-one-source-out logits while its parent computes the artist folds.
 *
 *   --evaldata=DIR --scope=ci|full --sets=a,b --source-folds=SETTING.json --out=LOGITS.json
 */
import path from "node:path";
import { STYLE_DATA_SETS } from "./lib/style/style-images";
import { writeSourceLogits } from "./lib/style/source-folds";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const settingFile = option("source-folds");
const outFile = option("out");
if (!settingFile || !outFile) throw new Error("style-source-folds.ts needs --source-folds=FILE and --out=FILE");
await writeSourceLogits({
  evaldataDir: path.resolve(option("evaldata") ?? "../shared/evaldata"),
  scope: option("scope") === "ci" ? "ci" : "full",
  sets: option("sets")?.split(",") ?? STYLE_DATA_SETS,
  settingFile,
  outFile,
});
