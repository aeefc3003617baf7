import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArPreviewSchema } from "@contracts/ar-previews";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";
import { toFormData, type ComposedUpload } from "./composed-upload";

/** POST /api/ar-previews (share=true also gives it a public address). */
export function createArPreview({ upload, share }: { upload: ComposedUpload; share: boolean }) {
  return fetchJson(ArPreviewSchema, "POST", "/api/ar-previews", toFormData(upload, { share: String(share) }));
}
export function useCreateArPreview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArPreview, onSuccess: () => invalidateAfter(queryClient, { kind: "ar-previews" }) });
}
