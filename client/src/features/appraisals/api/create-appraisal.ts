import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Appraisal, CreateAppraisalFieldsSchema } from "@contracts/appraisals";
import { ApiError } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

export type AppraisalFieldValues = z.output<typeof CreateAppraisalFieldsSchema>;

export interface CreateAppraisalInput {
  fields: AppraisalFieldValues;
  images: File[];
  documents: File[];
  /** Percent of the request body sent so far (0-100). */
  onUploadProgress?: (percent: number) => void;
}

const TEXT_FIELDS = ["artistName", "artworkTitle", "medium", "yearCreated", "height", "width", "provenance", "additionalNotes"] as const;

/** The multipart body of POST /api/appraisals: the text fields, then repeated images and documents. */
export function buildAppraisalFormData({ fields, images, documents }: Omit<CreateAppraisalInput, "onUploadProgress">): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, fields[name] ?? "");
  for (const image of images) body.append("images", image, image.name);
  for (const document of documents) body.append("documents", document, document.name);
  return body;
}

/**
 * POST /api/appraisals. XMLHttpRequest rather than fetch because only it reports upload
 * progress; errors follow the api client's "STATUS: body" ApiError.
 */
export function createAppraisal({ onUploadProgress, ...input }: CreateAppraisalInput): Promise<Appraisal> {
  const body = buildAppraisalFormData(input);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/appraisals");
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
        resolve(JSON.parse(request.responseText) as Appraisal);
      } catch (error) {
        reject(error instanceof Error ? error : new Error("The server answered with an unreadable appraisal."));
      }
    };
    request.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    request.onabort = () => reject(new Error("The upload was cancelled."));
    request.send(body);
  });
}

export function useCreateAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppraisal,
    onSuccess: () => {
      void invalidateAfter(queryClient, { kind: "appraisal" });
    },
  });
}
