import { useCallback, useEffect, useRef, useState } from "react";
import { WIZARD_AUTO_ADVANCE_MS, type StylePrediction } from "@contracts/appraisals";
import { NO_ARTWORK_MESSAGE } from "@contracts/artwork-photo";
import { ApiError } from "@/lib/api-client";
import { predictStyle } from "../api/predict-style";
import { serialiseCorners, type ArtworkCorners } from "@contracts/artwork-corners";
import type { SelectedFile } from "./selected-file";

/** Which analysis answers for this photo read inside these corners (the owner's, or none: the found outline). */
const analysisKey = (primary: SelectedFile, corners?: ArtworkCorners | null) =>
  corners ? `${primary.id} ${serialiseCorners(corners)}` : primary.id;

interface QuickSubmissionOptions {
  step: number;
  lastStep: number;
  setStep: (update: (step: number) => number) => void;
  /** Runs once the analysis has settled, before advancing (e.g. to default the medium). */
  onAnalysisSettled: () => void;
  /** The analysis found no artwork in this primary photo: the wizard asks "Is this it?" (issue 50). */
  onNoArtwork: (primary: SelectedFile) => void;
}

/**
 * Quick mode (core spec section 4): the primary image's style is predicted, then the wizard
 * advances one step every WIZARD_AUTO_ADVANCE_MS until the review step. A failed analysis is
 * logged only. A photo in which no artwork was found stops quick mode where it is and the wizard
 * asks the owner to outline it (issue 50), since submitting it as it is would be refused.
 */
export function useQuickSubmission({ step, lastStep, setStep, onAnalysisSettled, onNoArtwork }: QuickSubmissionOptions) {
  const [analysis, setAnalysis] = useState<{ key: string; prediction: StylePrediction } | null>(null);
  const [isAnalyzing, setIsAnalyzing] = useState(false);
  const [isAutoAdvancing, setIsAutoAdvancing] = useState(false);
  // Each run gets a number; a run that was cancelled (mode switch, new primary) is ignored when it settles.
  const runRef = useRef(0);

  const cancel = useCallback(() => {
    runRef.current += 1;
    setIsAnalyzing(false);
    setIsAutoAdvancing(false);
  }, []);

  const start = useCallback(
    async (primary: SelectedFile, corners?: ArtworkCorners | null) => {
      const run = ++runRef.current;
      const key = analysisKey(primary, corners);
      setIsAutoAdvancing(false);
      if (analysis?.key !== key) {
        setIsAnalyzing(true);
        try {
          const prediction = await predictStyle(primary.file, corners);
          if (run === runRef.current) setAnalysis({ key, prediction });
        } catch (error) {
          if (isNoArtwork(error)) {
            if (run !== runRef.current) return;
            setIsAnalyzing(false);
            return onNoArtwork(primary);
          }
          // The spec's catalogue: a failed style analysis is logged only, never shown.
          console.warn("Style analysis failed; continuing without it.", error);
        }
      }
      if (run !== runRef.current) return;
      setIsAnalyzing(false);
      onAnalysisSettled();
      setIsAutoAdvancing(true);
    },
    [analysis, onAnalysisSettled, onNoArtwork],
  );

  // Detailed mode (and a restored draft) analyses the primary photo too, once, for the review step.
  const attemptedRef = useRef<string | null>(null);
  // The owner's corners change what is analysed, so the review asks again after they move one.
  const analyse = useCallback(
    async (primary: SelectedFile, corners?: ArtworkCorners | null) => {
      const key = analysisKey(primary, corners);
      if (attemptedRef.current === key) return;
      attemptedRef.current = key;
      const run = ++runRef.current;
      setIsAnalyzing(true);
      try {
        const prediction = await predictStyle(primary.file, corners);
        if (run === runRef.current) setAnalysis({ key, prediction });
      } catch (error) {
        if (isNoArtwork(error)) {
          if (run === runRef.current) onNoArtwork(primary);
        } else console.warn("Style analysis failed; continuing without it.", error);
      } finally {
        if (run === runRef.current) setIsAnalyzing(false);
      }
    },
    [onNoArtwork],
  );

  useEffect(() => {
    if (!isAutoAdvancing || step >= lastStep) return;
    const timer = window.setTimeout(() => setStep((current) => Math.min(current + 1, lastStep)), WIZARD_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [isAutoAdvancing, step, lastStep, setStep]);

  return {
    /** The prediction for this primary image, if it has been analysed. */
    getAnalysis: (primary: SelectedFile | undefined, corners?: ArtworkCorners | null) =>
      primary && analysis?.key === analysisKey(primary, corners) ? analysis.prediction : null,
    isAnalyzing,
    isAutoAdvancing: isAutoAdvancing && step < lastStep,
    start,
    analyse,
    cancel,
  };
}

/** Whether the server answered "no artwork in this photo" (then the owner is asked, not told). */
export function isNoArtwork(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === NO_ARTWORK_MESSAGE;
}
