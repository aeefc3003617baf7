import { useEffect, useState } from "react";
import { locatePhotoOutline } from "./locate-photo-outline";
import type { PhotoOutline } from "./outline-messages";

/** The found outline of `file`, or null while it is searched for (or when the browser cannot decode it). */
export function usePhotoOutline(file: File | null): PhotoOutline | null {
  const [found, setFound] = useState<{ file: File; outline: PhotoOutline } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    locatePhotoOutline(file).then(
      (outline) => current && setFound({ file, outline }),
      // No outline drawn: the server still analyses the photo (it may read formats the browser cannot).
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return found && found.file === file ? found.outline : null;
}
