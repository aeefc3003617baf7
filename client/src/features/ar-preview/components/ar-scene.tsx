import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from "react";
import { RotateCcw } from "lucide-react";
import { AR_WALL_TINT_OPACITY, formatArDimensions } from "@contracts/ar-previews";
import { Button } from "@/components/ui/button";
import type { CalibrationLine } from "../lib/calibration";
import { rotatedHalfHeight, type LoadedImage } from "../lib/compose";
import { computeArtworkBox, getArtworkAspect } from "../lib/layout";
import type { ArSettings, ArSettingsAction } from "../lib/settings";

interface ArSceneProps {
  photo: LoadedImage;
  artwork: LoadedImage | null;
  title: string;
  settings: ArSettings;
  dispatch: (action: ArSettingsAction) => void;
  sceneRef: RefObject<HTMLDivElement | null>;
  /** While true, a pointer drag draws the calibration line instead of moving the artwork. */
  isCalibrating: boolean;
  calibrationLine: CalibrationLine | null;
  onCalibrationLine: (line: CalibrationLine) => void;
  onReset: () => void;
  /** The floating settings button and the first-time overlay. */
  children?: ReactNode;
}

type Drag =
  | { kind: "move"; pointerId: number; startX: number; startY: number; originX: number; originY: number }
  | { kind: "line"; pointerId: number; x1: number; y1: number };

/** The wall photo filling the canvas, the wall tint, and the artwork dragged by mouse, pen or touch. */
export function ArScene({
  photo,
  artwork,
  title,
  settings,
  dispatch,
  sceneRef,
  isCalibrating,
  calibrationLine,
  onCalibrationLine,
  onReset,
  children,
}: ArSceneProps) {
  const drag = useRef<Drag | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [draftLine, setDraftLine] = useState<CalibrationLine | null>(null);
  const keyboardHintId = useId();
  const ratio = photo.width / photo.height;

  const toPercent = (event: PointerEvent) => {
    const rect = sceneRef.current!.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * 100, y: ((event.clientY - rect.top) / rect.height) * 100, rect };
  };
  const toPhotoPixels = (event: PointerEvent) => {
    const { x, y } = toPercent(event);
    return { x: (x / 100) * photo.width, y: (y / 100) * photo.height };
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !sceneRef.current) return;
    // React bubbles events out of portals (the popovers): only presses on the scene itself count.
    if (!sceneRef.current.contains(event.target as Node) || (event.target as HTMLElement).closest("[data-scene-control]")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    if (isCalibrating) {
      const start = toPhotoPixels(event);
      drag.current = { kind: "line", pointerId: event.pointerId, x1: start.x, y1: start.y };
      setDraftLine({ x1: start.x, y1: start.y, x2: start.x, y2: start.y });
      return;
    }
    if (!artwork) return;
    const onArtwork = (event.target as HTMLElement).closest("[data-artwork]");
    const point = toPercent(event);
    // Pressing on the wall brings the artwork there; pressing on the artwork keeps the grip point.
    if (!onArtwork) dispatch({ type: "setPosition", x: point.x, y: point.y });
    const origin = onArtwork ? { x: settings.x, y: settings.y } : { x: point.x, y: point.y };
    drag.current = {
      kind: "move",
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: origin.x,
      originY: origin.y,
    };
    setIsDragging(true);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !sceneRef.current) return;
    if (current.kind === "line") {
      const end = toPhotoPixels(event);
      setDraftLine({ x1: current.x1, y1: current.y1, x2: end.x, y2: end.y });
      return;
    }
    const rect = sceneRef.current.getBoundingClientRect();
    dispatch({
      type: "setPosition",
      x: current.originX + ((event.clientX - current.startX) / rect.width) * 100,
      y: current.originY + ((event.clientY - current.startY) / rect.height) * 100,
    });
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setIsDragging(false);
    if (current.kind === "line") {
      const end = toPhotoPixels(event);
      const line = { x1: current.x1, y1: current.y1, x2: end.x, y2: end.y };
      setDraftLine(null);
      onCalibrationLine(line);
    }
  };

  const handleArtworkKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    dispatch({ type: "setPosition", x: settings.x + move[0], y: settings.y + move[1] });
  };

  const box = artwork
    ? computeArtworkBox({
        size: settings.size,
        artworkAspect: getArtworkAspect({
          widthCm: settings.widthCm,
          heightCm: settings.heightCm,
          imageWidth: artwork.width,
          imageHeight: artwork.height,
        }),
        sceneAspect: photo.height / photo.width,
      })
    : null;
  const label = settings.showDimensions ? formatArDimensions(settings.widthCm, settings.heightCm) : null;
  const shownLine = draftLine ?? (isCalibrating ? calibrationLine : null);
  // The label sits below the rotated artwork; its offset in percent of the scene height.
  const labelTop = box
    ? settings.y + (rotatedHalfHeight(box.width * photo.width, box.height * photo.height, settings.rotation) / photo.height) * 100
    : 0;

  return (
    <div className="flex justify-center">
      <div
        ref={sceneRef}
        data-testid="ar-scene"
        data-dragging={isDragging || undefined}
        className={`relative touch-none select-none overflow-hidden rounded-md border bg-black ${isCalibrating ? "cursor-crosshair" : isDragging ? "cursor-grabbing" : "cursor-grab"}`}
        style={{ aspectRatio: `${photo.width} / ${photo.height}`, width: `min(100%, calc(70vh * ${ratio}))` }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
      >
        <img src={photo.url} alt="Your wall" className="absolute inset-0 size-full" draggable={false} />
        {settings.wallColor && (
          <div
            aria-hidden="true"
            data-testid="wall-tint"
            className="pointer-events-none absolute inset-0"
            style={{ backgroundColor: settings.wallColor, opacity: AR_WALL_TINT_OPACITY, mixBlendMode: "multiply" }}
          />
        )}
        {artwork && box && (
          <div
            data-artwork
            className="absolute"
            style={{
              left: `${settings.x}%`,
              top: `${settings.y}%`,
              width: `${box.width * 100}%`,
              height: `${box.height * 100}%`,
              transform: "translate(-50%, -50%)",
              // On the unrotated wrapper, so the shadow falls down-right whatever the rotation (as on the canvas).
              filter: settings.shadow
                ? `drop-shadow(${settings.shadowOffset}px ${settings.shadowOffset}px ${settings.shadowBlur}px rgba(0, 0, 0, ${settings.shadowOpacity}))`
                : undefined,
            }}
          >
            <img
              src={artwork.url}
              alt={title}
              tabIndex={0}
              aria-describedby={keyboardHintId}
              draggable={false}
              onKeyDown={handleArtworkKey}
              className="size-full object-cover focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              style={{ transform: `rotate(${settings.rotation}deg)` }}
            />
          </div>
        )}
        {artwork && label && (
          <span
            data-testid="dimension-label"
            className="pointer-events-none absolute -translate-x-1/2 whitespace-nowrap rounded bg-black/75 px-2 py-0.5 text-xs font-semibold text-white"
            style={{ left: `${settings.x}%`, top: `calc(${labelTop}% + 10px)` }}
          >
            {label}
          </span>
        )}
        {shownLine && (
          <svg
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 size-full"
            viewBox={`0 0 ${photo.width} ${photo.height}`}
            preserveAspectRatio="none"
          >
            <line
              x1={shownLine.x1}
              y1={shownLine.y1}
              x2={shownLine.x2}
              y2={shownLine.y2}
              stroke="#facc15"
              strokeWidth={Math.max(2, photo.width / 300)}
              strokeDasharray={`${photo.width / 80} ${photo.width / 160}`}
            />
          </svg>
        )}
        <span id={keyboardHintId} className="sr-only">
          Use the arrow keys to move the artwork; hold Shift to move faster.
        </span>
        <Button type="button" size="sm" variant="secondary" data-scene-control className="absolute right-3 top-3 shadow" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        {children}
      </div>
    </div>
  );
}
