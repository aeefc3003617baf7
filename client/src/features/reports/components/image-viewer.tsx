import { useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import type { Appraisal } from "@contracts/appraisals";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

type ImageFile = Appraisal["imageFiles"][number];

/**
 * The appraisal's photos as thumbnails; one opens enlarged in a dialog with previous/next
 * buttons and the arrow keys. The first photo is the primary one (core spec section 2).
 */
export function ImageViewer({ images, title }: { images: ImageFile[]; title: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? null : images[openIndex];
  const count = images.length;

  function show(step: number) {
    setOpenIndex((index) => (index === null ? index : (index + step + count) % count));
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      show(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(-1);
    }
  }

  if (count === 0) return <p className="text-sm text-muted-foreground">No photos were uploaded with this appraisal.</p>;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Photos">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group relative block aspect-square w-full overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              aria-label={`Enlarge photo ${index + 1} of ${count}${index === 0 ? " (primary)" : ""}`}
            >
              <img
                src={image.thumbnailUrl ?? image.url}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
              />
              {index === 0 && (
                <span className="absolute left-2 top-2 rounded bg-background/85 px-1.5 py-0.5 text-xs font-medium">Primary</span>
              )}
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={current !== null && current !== undefined} onOpenChange={(open) => !open && setOpenIndex(null)}>
        <DialogContent className="max-w-5xl gap-3 p-3 sm:p-4" onKeyDown={handleKeyDown}>
          {current && openIndex !== null && (
            <>
              <div className="pr-8">
                <DialogTitle className="text-base">
                  {title}: photo {openIndex + 1} of {count}
                </DialogTitle>
                <DialogDescription className="truncate">{current.name}</DialogDescription>
              </div>
              <div className="relative flex items-center justify-center rounded-md bg-black/60">
                <img
                  src={current.url}
                  alt={`${title}, photo ${openIndex + 1} of ${count}`}
                  className="max-h-[70dvh] w-auto max-w-full object-contain"
                />
              </div>
              <div className="flex items-center justify-between gap-2">
                <Button variant="outline" onClick={() => show(-1)} disabled={count < 2} aria-label="Previous photo">
                  <ChevronLeft aria-hidden="true" />
                  <span className="hidden sm:inline">Previous</span>
                </Button>
                <div className="flex gap-1.5" aria-hidden="true">
                  {images.map((image, index) => (
                    <span
                      key={image.id}
                      className={cn("size-2 rounded-full", index === openIndex ? "bg-primary" : "bg-muted-foreground/40")}
                    />
                  ))}
                </div>
                <div className="flex gap-2">
                  <Button asChild variant="ghost" size="icon">
                    <a href={current.url} target="_blank" rel="noreferrer" aria-label="Open the original in a new tab">
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                  <Button variant="outline" onClick={() => show(1)} disabled={count < 2} aria-label="Next photo">
                    <span className="hidden sm:inline">Next</span>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
