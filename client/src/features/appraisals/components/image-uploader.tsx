import { useId, useState, type ChangeEvent } from "react";
import { Camera, ImagePlus, X } from "lucide-react";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "@contracts/appraisals";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { ArtworkCornerEditor } from "@/components/artwork-corner-editor";
import { ArtworkOutlineAsk } from "@/components/artwork-outline-ask";
import { usePhotoOutline } from "@/lib/photo-outline/use-photo-outline";
import { toast } from "@/components/ui/use-toast";
import { formatSizeLimit } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useObjectUrl } from "@/lib/use-object-url";
import type { SelectedFile } from "./selected-file";

interface ImageUploaderProps {
  images: SelectedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  maxImages?: number;
  disabled?: boolean;
  /** The owner's outline of the work in the primary photo; null keeps the found one (issue 30). */
  primaryCorners: ArtworkCorners | null;
  onPrimaryCornersChange: (corners: ArtworkCorners | null) => void;
  /** Set when the analysis found no artwork in the primary photo: ask "Is this it?" (issue 50). */
  onPrimaryOutlineConfirm?: ((corners: ArtworkCorners) => void) | null;
}

/**
 * Photos of the artwork (core spec sections 4 and 5): previews, the first is the primary image,
 * each can be removed, and the add tile disappears at the maximum.
 */
export function ImageUploader({
  images,
  onAdd,
  onRemove,
  maxImages = MAX_IMAGES,
  disabled,
  primaryCorners,
  onPrimaryCornersChange,
  onPrimaryOutlineConfirm,
}: ImageUploaderProps) {
  const inputId = useId();
  const cameraId = useId();
  const hintId = useId();
  const isFull = images.length >= maxImages;

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).filter((file) => file.type.startsWith("image/"));
    // Clear the input so that picking the same photo again still fires a change.
    event.target.value = "";
    if (files.length === 0) return;
    if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
      toast({
        variant: "destructive",
        title: "Files too large",
        description: `One or more files exceed the ${formatSizeLimit(MAX_IMAGE_BYTES)} size limit.`,
      });
      return;
    }
    if (images.length + files.length > maxImages) {
      toast({ variant: "destructive", title: "Too many files", description: `You can upload a maximum of ${maxImages} images.` });
      return;
    }
    onAdd(files);
  }

  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Selected images">
        {images.map((image, index) => (
          <ImageTile key={image.id} image={image} index={index} onRemove={onRemove} disabled={disabled} />
        ))}
        {isFull ? null : (
          <li>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              onChange={handleFiles}
              disabled={disabled}
              aria-label="Upload images"
              aria-describedby={hintId}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                "flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 p-3 text-center text-sm text-muted-foreground transition-colors hover:border-primary hover:text-foreground",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
              )}
            >
              <ImagePlus className="size-8 text-primary" aria-hidden="true" />
              <span className="font-medium text-foreground">{images.length === 0 ? "Upload images" : "Add more images"}</span>
              <span className="text-xs">{`${images.length} of ${maxImages}`}</span>
            </label>
          </li>
        )}
      </ul>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="text-sm text-muted-foreground">
          {`Up to ${maxImages} images, ${formatSizeLimit(MAX_IMAGE_BYTES)} each. The first image is the primary image.`}
        </p>
        {isFull ? null : (
          <div className="shrink-0">
            <input
              id={cameraId}
              type="file"
              accept="image/*"
              capture="environment"
              onChange={handleFiles}
              disabled={disabled}
              aria-label="Take a photo"
              className="peer sr-only"
            />
            <label
              htmlFor={cameraId}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium transition-colors hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <Camera className="size-4" aria-hidden="true" />
              Take a photo
            </label>
          </div>
        )}
      </div>
      {images[0] ? (
        <PrimaryOutline
          image={images[0]}
          corners={primaryCorners}
          onCornersChange={onPrimaryCornersChange}
          onConfirm={onPrimaryOutlineConfirm ?? null}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}

/** The primary photo, the one analysed, whole, with the artwork's outline the owner can correct (decision 38, issue 30). */
function PrimaryOutline({
  image,
  corners,
  onCornersChange,
  onConfirm,
  disabled,
}: {
  image: SelectedFile;
  corners: ArtworkCorners | null;
  onCornersChange: (corners: ArtworkCorners | null) => void;
  onConfirm: ((corners: ArtworkCorners) => void) | null;
  disabled?: boolean;
}) {
  const previewUrl = useObjectUrl(image.file);
  const found = usePhotoOutline(image.file);
  const [failed, setFailed] = useState<File | null>(null);
  // A photo the browser cannot show (HEIC, TIFF) has no outline to correct: the server finds it.
  if (!previewUrl || failed === image.file) return null;
  const editor = {
    imageUrl: previewUrl,
    imageAlt: `Whole photo with the artwork's outline: ${image.file.name}`,
    found,
    corners,
    onCornersChange,
    disabled,
    onImageError: () => setFailed(image.file),
  };
  if (onConfirm) return <ArtworkOutlineAsk {...editor} onConfirm={onConfirm} />;
  return (
    <section aria-labelledby={`${image.id}-outline`} className="space-y-2">
      <h3 id={`${image.id}-outline`} className="text-base font-semibold">
        The artwork in your primary photo
      </h3>
      <ArtworkCornerEditor {...editor} />
    </section>
  );
}

function ImageTile({
  image,
  index,
  onRemove,
  disabled,
}: {
  image: SelectedFile;
  index: number;
  onRemove: (id: string) => void;
  disabled?: boolean;
}) {
  const previewUrl = useObjectUrl(image.file);
  const isPrimary = index === 0;
  return (
    <li className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={isPrimary ? `Primary image: ${image.file.name}` : `Image ${index + 1}: ${image.file.name}`}
          className="size-full object-cover"
        />
      ) : null}
      {isPrimary ? (
        <span className="absolute bottom-2 left-2 rounded-md bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow">
          Primary
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => onRemove(image.id)}
        disabled={disabled}
        aria-label={`Remove image ${index + 1} (${image.file.name})`}
        className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-full bg-background/85 text-foreground shadow transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
