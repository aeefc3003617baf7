import { Link } from "wouter";
import { Info } from "lucide-react";
import { type QuickEstimateResult as EstimateResult } from "@engine/valuation";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatUsdRange } from "@/lib/format";
import { describeAge, describeSize } from "../format";
import type { QuickEstimateValues } from "./quick-estimate-form";

interface QuickEstimateResultProps {
  values: QuickEstimateValues;
  result: EstimateResult;
  onReset: () => void;
}

/** The estimate: range, confidence, the preliminary notice and the tiles of what was assumed. */
export function QuickEstimateResult({ values, result, onReset }: QuickEstimateResultProps) {
  const size = describeSize(result.width, result.height);
  const tiles = [
    { label: "Style", value: values.style },
    { label: "Medium", value: values.medium },
    { label: "Age", value: describeAge(values.age) },
    { label: "Size", value: size.dimensions, detail: size.area },
  ];
  return (
    <div className="space-y-5" aria-live="polite">
      <div className="rounded-lg border border-primary/30 bg-primary/10 p-5 text-center">
        <p className="text-sm text-muted-foreground">Estimated Value Range</p>
        <p className="mt-1 font-serif text-3xl font-semibold text-primary" data-testid="quick-estimate-range">
          {formatUsdRange(result)}
        </p>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="quick-estimate-market">
          {result.marketSentence}
        </p>
      </div>
      <div className="space-y-2">
        <div className="flex justify-between text-sm">
          <span id="quick-estimate-confidence">Confidence</span>
          <span className="font-medium">{result.confidence}%</span>
        </div>
        <Progress value={result.confidence} aria-labelledby="quick-estimate-confidence" />
      </div>
      <p className="flex gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This is a preliminary estimate based on limited information. For an accurate valuation, get a professional appraisal.
      </p>
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-md border bg-card p-3">
            <p className="text-xs uppercase tracking-wider text-muted-foreground">{tile.label}</p>
            <p className="font-medium">{tile.value}</p>
            {tile.detail ? <p className="text-xs text-muted-foreground">{tile.detail}</p> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" className="flex-1" onClick={onReset}>
          New Estimate
        </Button>
        <Button asChild className="flex-1">
          <Link href="/new-appraisal">Get Professional Appraisal</Link>
        </Button>
      </div>
    </div>
  );
}
