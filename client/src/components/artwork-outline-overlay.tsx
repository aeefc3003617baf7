import { useEffect, useState } from "react";
import { locatePhotoOutline } from "@/lib/photo-outline/locate-photo-outline";
import type { PhotoOutline } from "@/lib/photo-outline/outline-messages";

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

/**
 * The artwork's outline over its photo (decision 38): an SVG laid exactly over the image, in the
 * image's own proportions, or over a square tile that crops the photo to fill it (give the
 * photo's width / height as `squareCoverAspect`). Only an outline the locator found is drawn; a
 * photo taken whole is said in words by OutlineCaption.
 */
export function ArtworkOutlineOverlay({ outline, squareCoverAspect }: { outline: PhotoOutline | null; squareCoverAspect?: number }) {
  if (!outline || outline.method !== "outline") return null;
  const points = outline.corners
    .map((p) => (squareCoverAspect ? inSquareCover(p, squareCoverAspect) : p))
    .map((p) => `${p.x * 100},${p.y * 100}`)
    .join(" ");
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full"
      data-testid="artwork-outline"
      aria-hidden="true"
    >
      {/* A dark band under a light line: visible on pale walls and dark frames alike. */}
      <polygon points={points} fill="none" stroke="rgb(0 0 0 / 0.55)" strokeWidth={4} vectorEffect="non-scaling-stroke" />
      <polygon points={points} fill="rgb(250 204 21 / 0.08)" stroke="rgb(250 204 21)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * A point of the photo (shares of its width and height) where a square tile showing the photo
 * with object-fit: cover draws it: the longer side overflows the tile equally both ways.
 */
function inSquareCover(p: { x: number; y: number }, aspect: number): { x: number; y: number } {
  return aspect >= 1 ? { x: p.x * aspect - (aspect - 1) / 2, y: p.y } : { x: p.x, y: p.y / aspect - (1 / aspect - 1) / 2 };
}

/** What the overlay means, for everyone (the SVG itself is decorative). */
export function OutlineCaption({ outline }: { outline: PhotoOutline | null }) {
  if (!outline) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="artwork-outline-caption">
      {outline.method === "outline"
        ? "We found the artwork inside its frame (outlined in yellow): the analysis reads only what is inside the outline, straightened."
        : "No frame or edge found around the artwork: the whole photo is analysed."}
    </p>
  );
}
