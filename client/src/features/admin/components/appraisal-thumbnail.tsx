import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

export function AppraisalThumbnail({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  if (!imageUrl) {
    return (
      <span className={cn("flex shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground", className)}>
        <ImageOff className="size-4" aria-hidden="true" />
      </span>
    );
  }
  // Decorative: the title beside it names the work.
  return <img src={imageUrl} alt="" loading="lazy" decoding="async" className={cn("shrink-0 rounded-md border object-cover", className)} />;
}
