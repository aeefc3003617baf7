import { AlertTriangle } from "lucide-react";
import type { StylePrediction } from "@contracts/appraisals";
import { describeStyleVerdict } from "@contracts/style-wording";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TopStylesChart } from "./top-styles-chart";
import { KnownWorkNotice } from "@/components/known-work-notice";

/** The answer for one photo (secondary spec section 2): style, era, confidence, image, text, artists, top three. */
export function AnalysisResults({ prediction, imageUrl, imageAlt }: { prediction: StylePrediction; imageUrl: string; imageAlt: string }) {
  const confidence = Math.round(prediction.probability * 100);
  const topStyles = prediction.topStyles ?? [];
  return (
    <Card aria-labelledby="analysis-results-heading">
      <CardHeader>
        <CardTitle id="analysis-results-heading" className="text-2xl">
          Analysis Results
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <img src={imageUrl} alt={imageAlt} className="max-h-96 w-full rounded-lg border bg-muted/40 object-contain" />
          {topStyles.length > 0 && <TopStylesChart topStyles={topStyles} />}
        </div>
        <div className="space-y-5">
          <KnownWorkNotice knownWork={prediction.knownWork} />
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-lg border p-3">
              <dt className="text-xs uppercase tracking-wide text-muted-foreground">Style</dt>
              <dd className="text-lg font-semibold" data-testid="result-style">
                {prediction.style}
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-xs uppercase tracking-wide text-muted-foreground">Era</dt>
              <dd className="text-lg font-semibold" data-testid="result-era">
                {prediction.era}
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-xs uppercase tracking-wide text-muted-foreground">Confidence</dt>
              <dd className="text-lg font-semibold tabular-nums">{confidence}%</dd>
            </div>
          </dl>
          {prediction.uncertain && (
            <p className="flex gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm" role="note">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
              <span>{describeStyleVerdict({ ...prediction, topStyles })}</span>
            </p>
          )}
          <p className="leading-7 text-muted-foreground">{prediction.description}</p>
          <section aria-labelledby="characteristics-heading">
            <h3 id="characteristics-heading" className="font-semibold">
              Key Characteristics
            </h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {prediction.characteristics.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="similar-artists-heading">
            <h3 id="similar-artists-heading" className="font-semibold">
              Similar Artists
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {prediction.similarArtists.map((artist) => (
                <li key={artist} className="rounded-full border px-3 py-1 text-sm">
                  {artist} <span className="text-muted-foreground">· {prediction.era}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
