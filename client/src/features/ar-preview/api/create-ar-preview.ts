import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArPreview } from "@contracts/ar-previews";
import { apiJson } from "@/lib/api-client";
import { toFormData, type ComposedUpload } from "./composed-upload";
import { AR_PREVIEWS_KEY } from "./list-ar-previews";

/** POST /api/ar-previews (share=true also gives it a public address). */
export function createArPreview({ upload, share }: { upload: ComposedUpload; share: boolean }) {
  return apiJson<ArPreview>("POST", "/api/ar-previews", toFormData(upload, { share: String(share) }));
}
export function useCreateArPreview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArPreview, onSuccess: () => queryClient.invalidateQueries({ queryKey: AR_PREVIEWS_KEY }) });
}
