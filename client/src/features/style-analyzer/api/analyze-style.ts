import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StylePrediction } from "@contracts/appraisals";
import { ApiError } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

export interface AnalyzeStyleInput {
  image: File;
  /** Percent of the photo sent so far (0-100): the real progress of the first half of the bar. */
  onUploadProgress?: (percent: number) => void;
}

/**
 * POST /api/art-style-prediction?keep=true: the same analysis as the wizard's (decision 26),
 * kept among the user's recent analyses. XMLHttpRequest because only it reports upload progress.
 */
export function analyzeStyle({ image, onUploadProgress }: AnalyzeStyleInput): Promise<StylePrediction> {
  const body = new FormData();
  body.append("image", image, image.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/art-style-prediction?keep=true");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText || request.statusText));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as StylePrediction);
      } catch {
        reject(new Error("The server answered with an unreadable analysis."));
      }
    };
    request.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    request.send(body);
  });
}

export function useAnalyzeStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeStyle,
    onSuccess: () => void invalidateAfter(queryClient, { kind: "style-analyses" }),
  });
}
