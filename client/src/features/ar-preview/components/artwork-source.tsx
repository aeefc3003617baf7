import { useRef } from "react";
import { ImagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LoadedImage } from "../lib/compose";

interface ArtworkSourceProps {
  title: string;
  artwork: LoadedImage | null;
  /** Where the artwork came from, shown under its name. */
  note: string;
  /** False when the appraisal's photo is used: the artwork is then fixed. */
  canChoose: boolean;
  onChoose: (file: File) => void;
}

/** The artwork to place: the appraisal's primary photo, or an image the user chooses. */
export function ArtworkSource({ title, artwork, note, canChoose, onChoose }: ArtworkSourceProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border p-3">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded border bg-muted">
        {artwork ? (
          <img src={artwork.url} alt="" className="size-full object-contain" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-6 text-muted-foreground" />
        )}
      </div>
      <div className="min-w-48 flex-1 text-sm">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{note}</p>
      </div>
      {canChoose && (
        <>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Artwork image"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              event.target.value = "";
            }}
          />
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {artwork ? "Change Artwork Image" : "Choose Artwork Image"}
          </Button>
        </>
      )}
    </div>
  );
}
