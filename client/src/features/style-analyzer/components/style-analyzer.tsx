import { useEffect, useRef, useState } from "react";
import type { StylePrediction } from "@contracts/appraisals";
import type { StyleAnalysis } from "@contracts/style-analyses";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { ART_ERAS } from "@engine/knowledge";
import { ArtTimeline } from "@/components/art-timeline/art-timeline";
import { findEraForPrediction } from "@/components/art-timeline/timeline-logic";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { NO_ARTWORK_MESSAGE } from "@contracts/artwork-photo";
import { useAnalyzeStyle } from "../api/analyze-style";
import { AnalysisResults } from "./analysis-results";
import { AnalyzerUpload } from "./analyzer-upload";
import { HowItWorks } from "./how-it-works";
import { MarketInsightsPanel } from "./market-insights-panel";
import { PredictionDetail } from "./prediction-detail";
import { RecentAnalyses } from "./recent-analyses";
import { RecommendationsList } from "./recommendations-list";

interface ShownResult {
  prediction: StylePrediction;
  imageUrl: string;
  imageAlt: string;
  /** The kept analysis being shown, when reopened from the recent list. */
  analysisId: string | null;
}

/** The message of a failed analysis: the server's own words when it gave some. */
function failureMessage(error: Error): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  return error.message || undefined;
}

/** The signed-in Art Style Analyzer (secondary spec section 2): intro, upload, results, recent analyses, How It Works. */
export function StyleAnalyzer() {
  const [file, setFile] = useState<File | null>(null);
  // The owner's outline of the work in this photo (issue 30); a new photo starts from what is found.
  const [corners, setCorners] = useState<ArtworkCorners | null>(null);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [shown, setShown] = useState<ShownResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Issue 50: no artwork was found in this photo; the owner is asked "Is this it?" instead.
  const [isAsking, setIsAsking] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const analyze = useAnalyzeStyle();

  // The fresh result shows the photo from the browser's memory; free it when it is replaced.
  useEffect(() => {
    const url = shown?.imageUrl;
    return () => {
      if (url?.startsWith("blob:")) URL.revokeObjectURL(url);
    };
  }, [shown?.imageUrl]);

  function show(result: ShownResult) {
    setShown(result);
    // Move focus (and the view) to the results so keyboard and screen-reader users land on them.
    requestAnimationFrame(() => {
      resultsHeadingRef.current?.focus({ preventScroll: true });
      resultsHeadingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    });
  }

  function handleAnalyze(outline: ArtworkCorners | null = corners) {
    if (!file) return;
    // Analyzing, then a result or a failure (secondary spec section 4): the previous photo's
    // results do not stay on screen under a new analysis or beside its failure.
    setShown(null);
    setFailure(null);
    setUploadPercent(0);
    analyze.mutate(
      { image: file, corners: outline, onUploadProgress: setUploadPercent },
      {
        onSuccess: (prediction) => {
          toast({ title: "Analysis Complete", description: `Identified as ${prediction.style} from the ${prediction.era} era` });
          show({ prediction, imageUrl: URL.createObjectURL(file), imageAlt: `Your artwork: ${file.name}`, analysisId: null });
        },
        onError: (error) => {
          const message = failureMessage(error);
          if (message === NO_ARTWORK_MESSAGE) return setIsAsking(true);
          toast({ variant: "destructive", title: "Analysis Failed", description: message ?? "Something went wrong during the analysis" });
          setFailure(message ?? "Failed to analyze artwork");
        },
      },
    );
  }

  function handleOpen(analysis: StyleAnalysis) {
    setFailure(null);
    show({
      prediction: analysis.prediction,
      imageUrl: analysis.imageUrl,
      imageAlt: `Analysed artwork (${analysis.prediction.style})`,
      analysisId: analysis.id,
    });
  }

  const era = shown ? findEraForPrediction(ART_ERAS, shown.prediction) : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mx-auto max-w-3xl space-y-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Art Style Analyzer</h1>
        <p className="text-lg text-muted-foreground">
          Upload an image of an artwork and we identify its style and era, the characteristics that point to it and the artists it recalls,
          then show where it sits in art history and in today's market.
        </p>
      </header>

      <div className="mx-auto max-w-2xl space-y-3">
        <AnalyzerUpload
          file={file}
          onFileChange={(next) => {
            setFile(next);
            setCorners(null);
            setFailure(null);
            setIsAsking(false);
          }}
          corners={corners}
          onCornersChange={setCorners}
          onOutlineConfirm={
            isAsking
              ? (outline) => {
                  setCorners(outline);
                  setIsAsking(false);
                  handleAnalyze(outline);
                }
              : null
          }
          onAnalyze={() => handleAnalyze()}
          isAnalyzing={analyze.isPending}
          uploadPercent={uploadPercent}
        />
        {failure && (
          <p role="alert" className="rounded-lg border border-destructive/60 bg-destructive/10 p-3 text-sm">
            {failure}
          </p>
        )}
      </div>

      {shown && (
        <section aria-labelledby="results-heading" className="space-y-6">
          <h2 id="results-heading" ref={resultsHeadingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold focus:outline-none">
            Your Results
          </h2>
          <AnalysisResults prediction={shown.prediction} imageUrl={shown.imageUrl} imageAlt={shown.imageAlt} />
          <PredictionDetail prediction={shown.prediction} era={era} />
          <Card>
            <CardHeader>
              <CardTitle>Where It Sits in Art History</CardTitle>
            </CardHeader>
            <CardContent>
              <ArtTimeline highlightedEraId={era?.id} />
            </CardContent>
          </Card>
          <section aria-labelledby="related-heading" className="space-y-4">
            <h2 id="related-heading" className="text-xl font-semibold">
              More About {shown.prediction.style}
            </h2>
            <div className="grid gap-6 lg:grid-cols-2">
              <MarketInsightsPanel style={shown.prediction.style} />
              <RecommendationsList style={shown.prediction.style} />
            </div>
          </section>
        </section>
      )}

      <RecentAnalyses
        openId={shown?.analysisId ?? null}
        onOpen={handleOpen}
        // A deleted analysis is gone from the account, so its reopened results go too.
        onDeleted={(id) => setShown((current) => (current?.analysisId === id ? null : current))}
      />
      <HowItWorks />
    </div>
  );
}
