import { useCallback, useEffect, useRef, useState } from "react";
import { Camera, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The spec's message when the browser has no camera API at all. */
export const CAMERA_UNSUPPORTED = "getUserMedia not supported";

type FacingMode = "environment" | "user";

function describeCameraError(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "SecurityError") {
    return "Camera access was refused. Allow the camera for this site in your browser's settings, or use the Gallery tab to upload a photo of your wall.";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "No camera was found on this device. Use the Gallery tab to upload a photo of your wall.";
  if (name === "NotReadableError") return "The camera is in use by another application. Close it and try again, or use the Gallery tab.";
  return "The camera could not be started. Use the Gallery tab to upload a photo of your wall.";
}

/** Live camera preview (rear camera first, no audio) and a JPEG capture of the current frame. */
export function CameraCapture({ onCapture }: { onCapture: (image: Blob) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facingMode, setFacingMode] = useState<FacingMode>("environment");
  const [error, setError] = useState<string | null>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(CAMERA_UNSUPPORTED);
      return;
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    setIsReady(false);
    setError(null);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: facingMode }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          void video.play().catch(() => undefined);
        }
      })
      .catch((err: unknown) => !cancelled && setError(describeCameraError(err)));
    // The camera light goes off as soon as the tab or the page is left.
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facingMode]);

  const handleCapture = useCallback(() => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d")?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), "image/jpeg", 0.92);
  }, [onCapture]);

  if (error) {
    return (
      <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm">
        {error}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-md border bg-black">
        <video
          ref={videoRef}
          className="aspect-video w-full object-contain"
          playsInline
          muted
          aria-label="Live camera preview"
          onLoadedData={() => setIsReady(true)}
        />
        {!isReady && <p className="absolute inset-0 grid place-items-center text-sm text-white/80">Starting the camera…</p>}
      </div>
      <p className="text-sm text-muted-foreground">
        Point the camera straight at the wall where you want to hang the artwork, showing the whole wall area.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={handleCapture} disabled={!isReady}>
          <Camera aria-hidden="true" />
          Capture Image
        </Button>
        <Button type="button" variant="outline" onClick={() => setFacingMode((mode) => (mode === "environment" ? "user" : "environment"))}>
          <RefreshCw aria-hidden="true" />
          Switch Camera
        </Button>
      </div>
    </div>
  );
}
