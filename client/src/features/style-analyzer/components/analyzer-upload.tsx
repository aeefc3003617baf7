import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from "react";
import { ImageOff, ImagePlus, Loader2, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { MAX_IMAGE_BYTES } from "@contracts/appraisals";
import { formatSizeLimit } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { usePhotoOutline } from "@/lib/photo-outline/use-photo-outline";
import { ArtworkCornerEditor } from "@/components/artwork-corner-editor";
import { ArtworkOutlineAsk } from "@/components/artwork-outline-ask";
import { findImageFileProblem } from "../lib/accept-image";

/**
 * The bar while analysing (decision 30: real progress, not the spec's fixed 60): the upload
 * fills it to ANALYSIS_STARTS_AT, then it holds there while the server analyses the photo.
 */
export const ANALYSIS_STARTS_AT = 60;

interface AnalyzerUploadProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onAnalyze: () => void;
  isAnalyzing: boolean;
  /** Upload percent, 0-100. */
  uploadPercent: number;
  /** The owner's outline of the work in the photo; null keeps the found one (issue 30). */
  corners: ArtworkCorners | null;
  onCornersChange: (corners: ArtworkCorners | null) => void;
  /** Set when no artwork was found in the photo: ask "Is this it?" and analyse the outline the owner confirms (issue 50). */
  onOutlineConfirm?: ((corners: ArtworkCorners) => void) | null;
}

/** One image by drag-and-drop or picker (the first is kept when several come), then "Analyze Art Style". */
export function AnalyzerUpload({
  file,
  onFileChange,
  onAnalyze,
  isAnalyzing,
  uploadPercent,
  corners,
  onCornersChange,
  onOutlineConfirm,
}: AnalyzerUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The browser may not decode every file the server reads (HEIC, TIFF) or a broken one.
  const [previewFailed, setPreviewFailed] = useState(false);
  const outline = usePhotoOutline(file);

  useEffect(() => {
    setPreviewFailed(false);
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function accept(files: File[]) {
    // Only one image is analysed: the first one given is kept (secondary spec section 5).
    const first = files[0];
    if (!first) return;
    const problem = findImageFileProblem(first);
    setFileError(problem);
    if (problem) return;
    onFileChange(first);
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    accept(Array.from(event.target.files ?? []));
    event.target.value = "";
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    if (!isAnalyzing) accept(Array.from(event.dataTransfer.files));
  }

  const editorProps = {
    imageUrl: previewUrl ?? "",
    imageAlt: `Selected image: ${file?.name ?? ""}`,
    found: outline,
    corners,
    onCornersChange,
    disabled: isAnalyzing,
    onImageError: () => setPreviewFailed(true),
    actions: (
      <Button type="button" variant="outline" size="sm" onClick={() => onFileChange(null)} disabled={isAnalyzing}>
        <X aria-hidden="true" />
        Remove image
      </Button>
    ),
  };
  const percent = isAnalyzing ? Math.round((uploadPercent / 100) * ANALYSIS_STARTS_AT) : 0;
  const message = uploadPercent < 100 ? "Uploading your image..." : "Analyzing artistic elements, color and brushwork...";

  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-6">
        {previewUrl && file ? (
          previewFailed ? (
            <div className="relative">
              <p className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border bg-muted/40 p-6 text-center text-sm text-muted-foreground">
                <ImageOff className="size-8" aria-hidden="true" />
                {`No preview for ${file.name}`}
              </p>
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute right-2 top-2"
                onClick={() => onFileChange(null)}
                disabled={isAnalyzing}
                aria-label="Remove image"
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ) : onOutlineConfirm ? (
            <ArtworkOutlineAsk {...editorProps} onConfirm={onOutlineConfirm} />
          ) : (
            <ArtworkCornerEditor {...editorProps} />
          )
        ) : (
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={handleDrop}
            data-testid="analyzer-drop-zone"
          >
            <input
              id={inputId}
              type="file"
              accept="image/*,.heic,.heif,.tif,.tiff,.avif"
              onChange={handleInput}
              disabled={isAnalyzing}
              aria-describedby={hintId}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                "flex min-h-56 cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/40 p-6 text-center transition-colors hover:border-primary",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background",
                isDragging && "border-primary bg-primary/10",
              )}
            >
              <ImagePlus className="size-10 text-primary" aria-hidden="true" />
              <span className="font-medium">Upload an artwork image</span>
              <span id={hintId} className="text-sm text-muted-foreground">
                Drag and drop an image here, or click to choose one. One image, up to {formatSizeLimit(MAX_IMAGE_BYTES)}.
              </span>
            </label>
          </div>
        )}
        {fileError && (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        )}
        {isAnalyzing && (
          <div className="space-y-2">
            <p role="status" className="text-sm">
              {message}
            </p>
            <Progress value={percent} aria-label="Analysis progress" />
          </div>
        )}
        <Button type="button" size="lg" className="w-full" onClick={onAnalyze} disabled={!file || isAnalyzing}>
          {isAnalyzing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          Analyze Art Style
        </Button>
      </CardContent>
    </Card>
  );
}
