/** The held-out figures of a style model, printed as the fit and the eval show them. */
import { type SplitReport, UNCERTAIN_BELOW } from "./evaluate";

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export function printReport(label: string, r: SplitReport): void {
  console.log(`\n${label}: T=${r.temperature}`);
  const m = r.artistHeldOut;
  console.log(`  artist held out: n=${m.n} top-1 ${pct(m.top1)} top-3 ${pct(m.top3)} log-loss ${m.logLoss.toFixed(3)} ECE ${pct(m.ece)}`);
  const o = r.ownerPhotoHeldOut;
  if (o)
    console.log(
      `  artist held out, owner's photo: n=${o.n} top-1 ${pct(o.top1)} top-3 ${pct(o.top3)} log-loss ${o.logLoss.toFixed(3)} ECE ${pct(o.ece)}`,
    );
  console.log(
    `  stated (p>=${UNCERTAIN_BELOW}): n=${r.confident.n} top-1 ${pct(r.confident.top1)}; uncertain: n=${r.uncertain.n} top-1 ${pct(r.uncertain.top1)} top-3 ${pct(r.uncertain.top3)}`,
  );
  for (const s of r.perStyle)
    console.log(
      `    ${s.style.padEnd(20)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
    );
  for (const s of r.perSource)
    console.log(
      `    source ${s.source.padEnd(12)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
    );
  if (r.sourceHeldOut.length) {
    console.log(`  source held out: top-1 ${pct(r.sourceHeldOutAll.top1)} top-3 ${pct(r.sourceHeldOutAll.top3)}`);
    const so = r.sourceOwnerPhotoHeldOut;
    if (so) console.log(`  source held out, owner's photo: top-1 ${pct(so.top1)} top-3 ${pct(so.top3)} ECE ${pct(so.ece)}`);
    for (const s of r.sourceHeldOut)
      console.log(
        `    without ${s.source.padEnd(12)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
      );
  }
}
