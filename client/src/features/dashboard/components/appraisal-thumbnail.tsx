import { useState } from "react";
import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

/** The appraisal's primary thumbnail, or a framed placeholder when there is none or it fails. */
export function AppraisalThumbnail({ src, className }: { src: string | null; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <div className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)} data-testid="thumbnail-placeholder">
        <ImageOff className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img src={src} alt="" loading="lazy" decoding="async" onError={() => setHasFailed(true)} className={cn("object-cover", className)} />
  );
}
