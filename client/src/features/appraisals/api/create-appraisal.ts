import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { AppraisalSchema, type Appraisal, type CreateAppraisalFieldsSchema } from "@contracts/appraisals";
import { serialiseCorners, type ArtworkCorners } from "@contracts/artwork-corners";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { invalidateAfter } from "@/lib/invalidate";

export type AppraisalFieldValues = z.output<typeof CreateAppraisalFieldsSchema>;

export interface CreateAppraisalInput {
  fields: AppraisalFieldValues;
  images: File[];
  documents: File[];
  /** The owner's outline of the work in the primary photo, when they corrected the found one (issue 30). */
  artworkCorners?: ArtworkCorners | null;
  /** Percent of the request body sent so far (0-100). */
  onUploadProgress?: (percent: number) => void;
}

const TEXT_FIELDS = ["artistName", "artworkTitle", "medium", "yearCreated", "height", "width", "provenance", "additionalNotes"] as const;

/** The multipart body of POST /api/appraisals: the text fields, then repeated images and documents. */
export function buildAppraisalFormData({
  fields,
  images,
  documents,
  artworkCorners,
}: Omit<CreateAppraisalInput, "onUploadProgress">): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, fields[name] ?? "");
  if (artworkCorners) body.append("artworkCorners", serialiseCorners(artworkCorners));
  for (const image of images) body.append("images", image, image.name);
  for (const document of documents) body.append("documents", document, document.name);
  return body;
}

/** POST /api/appraisals, reporting upload progress. */
export function createAppraisal({ onUploadProgress, ...input }: CreateAppraisalInput): Promise<Appraisal> {
  return uploadWithProgress({ url: "/api/appraisals", body: buildAppraisalFormData(input), schema: AppraisalSchema, onUploadProgress });
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
