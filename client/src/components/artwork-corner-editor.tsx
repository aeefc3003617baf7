import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { RotateCcw } from "lucide-react";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { Button } from "@/components/ui/button";
import { CORNER_LABELS, describeCornerPosition, moveCornerByKey, placeCorner, startingCorners } from "@/lib/photo-outline/corner-editing";
import type { PhotoOutline } from "@/lib/photo-outline/outline-messages";
import { cn } from "@/lib/utils";

interface ArtworkCornerEditorProps {
  imageUrl: string;
  imageAlt: string;
  /** What the locator found; null while it searches (or when the browser cannot decode the photo). */
  found: PhotoOutline | null;
  /** The owner's corners; null while they keep the found outline. */
  corners: ArtworkCorners | null;
  onCornersChange: (corners: ArtworkCorners | null) => void;
  disabled?: boolean;
  /** The browser could not show the photo (HEIC, TIFF, a broken file): the caller says so instead. */
  onImageError?: () => void;
  /** Further buttons beside Reset (the analyzer's "Remove image"): below the photo, never over a handle. */
  actions?: ReactNode;
}

/**
 * The photo with the artwork's outline and four handles the owner can drag (pointer or touch) or
 * move with the arrow keys (Shift for bigger steps) when the found outline is wrong (issue 30).
 * Each handle is a button named for its corner; "Reset" goes back to what was found. When nothing
 * was found the handles start at the whole photo, inset a little, and the whole photo is analysed
 * until one is moved.
 */
export function ArtworkCornerEditor({
  imageUrl,
  imageAlt,
  found,
  corners,
  onCornersChange,
  disabled,
  onImageError,
  actions,
}: ArtworkCornerEditorProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const isFound = found?.method === "outline";
  const shown = corners ?? startingCorners(found);
  // Untouched with nothing found: the handles are a starting point, the whole photo is what is analysed.
  const isOnlyAStart = !corners && !isFound;
  const points = shown.map((p) => `${p.x * 100},${p.y * 100}`).join(" ");

  function moveTo(index: number, event: PointerEvent<HTMLButtonElement>) {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0 || frame.height === 0) return;
    const to = { x: (event.clientX - frame.left) / frame.width, y: (event.clientY - frame.top) / frame.height };
    const next = placeCorner(shown, index, to);
    if (next !== shown) onCornersChange(next);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    const next = moveCornerByKey(shown, index, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault(); // the arrows move the corner, not the page
    if (next !== shown) onCornersChange(next);
  }

  return (
    <div className="space-y-3" data-testid="artwork-corner-editor">
      {/* Padding so a handle on the photo's edge is whole and can be grabbed. */}
      <div className="flex justify-center rounded-lg border bg-muted/40 p-6">
        <div ref={frameRef} className="relative w-fit select-none">
          <img
            src={imageUrl}
            alt={imageAlt}
            draggable={false}
            onError={onImageError}
            className="block max-h-80 w-auto max-w-full object-contain"
          />
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-0 size-full overflow-visible"
            data-testid="artwork-outline"
            aria-hidden="true"
          >
            <polygon points={points} fill="none" stroke="rgb(0 0 0 / 0.6)" strokeWidth={4} vectorEffect="non-scaling-stroke" />
            <polygon
              points={points}
              fill={isOnlyAStart ? "none" : "rgb(250 204 21 / 0.1)"}
              stroke="rgb(250 204 21)"
              strokeWidth={2}
              strokeDasharray={isOnlyAStart ? "6 4" : undefined}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {shown.map((point, index) => (
            <button
              key={CORNER_LABELS[index]}
              type="button"
              disabled={disabled}
              aria-label={CORNER_LABELS[index]}
              aria-describedby={hintId}
              aria-roledescription="movable corner"
              title={`${CORNER_LABELS[index]}: ${describeCornerPosition(point)}`}
              data-corner={index}
              className={cn(
                // A 44 px target (touch), drawn as a 20 px ring.
                "group absolute flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded-full active:cursor-grabbing",
                "focus-visible:outline-none disabled:cursor-not-allowed",
              )}
              style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                event.currentTarget.focus();
              }}
              onPointerMove={(event) => {
                if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(index, event);
              }}
              onKeyDown={(event) => handleKeyDown(index, event)}
            >
              <span
                aria-hidden="true"
                className="block size-5 rounded-full border-2 border-black/70 bg-yellow-400 shadow-md group-focus-visible:ring-4 group-focus-visible:ring-ring group-focus-visible:ring-offset-2"
              />
            </button>
          ))}
        </div>
      </div>
      <div className="space-y-3">
        <p id={hintId} className="text-sm text-muted-foreground" data-testid="artwork-outline-caption">
          {corners
            ? "You set the outline by hand: the analysis reads only what is inside it, straightened."
            : isFound
              ? "We found the artwork inside its frame (outlined in yellow): the analysis reads only what is inside it, straightened."
              : found
                ? "No frame or edge found around the artwork: the whole photo is analysed."
                : "Looking for the artwork in the photo..."}{" "}
          Drag a corner if the outline is wrong, or focus it and use the arrow keys (Shift moves further).
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => onCornersChange(null)} disabled={disabled || !corners}>
            <RotateCcw aria-hidden="true" />
            {isFound ? "Reset to the found outline" : "Reset to the whole photo"}
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
