/** The composed picture and what describes it, as the server's multipart routes read them. */
export interface ComposedUpload {
  image: Blob;
  artworkTitle: string;
  artworkId: string | null;
  widthCm: number;
  heightCm: number;
}

export function toFormData(upload: ComposedUpload, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("artworkTitle", upload.artworkTitle);
  if (upload.artworkId) form.set("artworkId", upload.artworkId);
  if (upload.widthCm > 0 && upload.heightCm > 0) {
    form.set("widthCm", String(upload.widthCm));
    form.set("heightCm", String(upload.heightCm));
  }
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  // Text fields first: the server reads the parts in order.
  form.set("image", upload.image, "ar-preview.jpg");
  return form;
}
