import { useCallback, useEffect, useRef, useState } from "react";
import { useArtworkAppraisal } from "../api/get-artwork";
import { loadImage, type LoadedImage } from "../lib/compose";
import { parseArtworkDimensionCm } from "../lib/dimensions";

/** An image held as an object URL that is released when replaced or when the page closes. */
export function useObjectUrlImage() {
  const [image, setImage] = useState<LoadedImage | null>(null);
  const current = useRef<string | null>(null);
  const release = () => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  };
  useEffect(() => release, []);
  const set = useCallback(async (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    try {
      const loaded = await loadImage(url);
      release();
      current.current = url;
      setImage(loaded);
      return loaded;
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
  }, []);
  const clear = useCallback(() => {
    release();
    setImage(null);
  }, []);
  return { image, set, clear };
}

/**
 * The artwork: with artworkId of the signed-in user's appraisal, its primary photo (display size)
 * and its height and width; otherwise an image the user chooses.
 */
export function useArtworkImage({
  artworkId,
  isSignedIn,
  onDimensions,
}: {
  artworkId: string | null;
  isSignedIn: boolean;
  onDimensions: (widthCm: number, heightCm: number) => void;
}) {
  const holder = useObjectUrlImage();
  const appraisal = useArtworkAppraisal(artworkId ?? "", isSignedIn && !!artworkId);
  const [loadFailed, setLoadFailed] = useState(false);
  const onDimensionsRef = useRef(onDimensions);
  onDimensionsRef.current = onDimensions;
  const { set } = holder;

  useEffect(() => {
    const data = appraisal.data;
    if (!data) return;
    const file = data.imageFiles[0];
    const url = file?.displayUrl ?? file?.url ?? data.imageUrl;
    const widthCm = parseArtworkDimensionCm(data.width);
    const heightCm = parseArtworkDimensionCm(data.height);
    if (widthCm && heightCm) onDimensionsRef.current(widthCm, heightCm);
    if (!url) return;
    let cancelled = false;
    // Fetched as bytes (same origin, with the session), so the composed canvas stays exportable.
    fetch(url, { credentials: "include" })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then(async (blob) => {
        if (!cancelled) await set(blob);
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [appraisal.data, set]);

  const fromAppraisal = !!appraisal.data && !loadFailed;
  let note = "Choose an image of the artwork: a photo or scan, cropped to its edges.";
  if (artworkId && !isSignedIn) note = "Sign in to use your appraisal's photo and size, or choose an image of the artwork.";
  else if (appraisal.isError || loadFailed) note = "That appraisal could not be loaded. Choose an image of the artwork instead.";
  else if (appraisal.isPending && artworkId) note = "Loading the appraisal's photo…";
  else if (fromAppraisal) {
    const width = parseArtworkDimensionCm(appraisal.data.width);
    const height = parseArtworkDimensionCm(appraisal.data.height);
    note =
      width && height
        ? `From your appraisal: ${width} × ${height} cm (width × height).`
        : "From your appraisal (its size is not recorded; enter it under Settings).";
  }

  return { image: holder.image, note, canChoose: !fromAppraisal, choose: holder.set };
}
