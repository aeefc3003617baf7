import { type ArtEra, ART_STYLES } from "@engine/knowledge";
import type { StylePrediction } from "@contracts/appraisals";
import { describeStyleVerdict } from "@contracts/style-wording";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** How to read the prediction: the verdict in words, the era's place in history, what it cannot say. */
export function PredictionDetail({ prediction, era }: { prediction: StylePrediction; era: ArtEra | undefined }) {
  const topStyles = prediction.topStyles ?? [];
  // A movement outside the timeline's 17 eras (Ukiyo-e, Fauvism...) is described by itself and its own
  // dates, as the report does; the timeline era it is placed in is named, not described as its era.
  const style = ART_STYLES[prediction.style];
  const ownPeriod = style?.ownPeriod;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Prediction Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-6">
        {topStyles.length > 0 && <p>{describeStyleVerdict({ ...prediction, topStyles })}</p>}
        {style && ownPeriod ? (
          <div className="rounded-lg border p-3" data-testid="prediction-era">
            <p className="font-semibold">
              {style.name} <span className="font-normal text-muted-foreground">({ownPeriod.period})</span>
            </p>
            <p className="mt-1 text-muted-foreground">
              {era
                ? `A movement with its own dates rather than one of the timeline's 17 eras: the timeline below marks the era it is placed in, ${era.name} (${era.period}).`
                : "A movement with its own dates rather than one of the timeline's 17 eras."}
            </p>
          </div>
        ) : (
          era && (
            <div className="rounded-lg border p-3" data-testid="prediction-era">
              <p className="font-semibold">
                {era.name} <span className="font-normal text-muted-foreground">({era.period})</span>
              </p>
              <p className="mt-1 text-muted-foreground">{era.description}</p>
            </div>
          )
        )}
        <p className="text-muted-foreground">
          The analysis reads colour, contrast, brushwork and composition from this one photo and compares them with the styles it has
          learned. It does not authenticate a work or identify its artist; a full appraisal considers the object itself, its documents and
          its provenance.
        </p>
      </CardContent>
    </Card>
  );
}
