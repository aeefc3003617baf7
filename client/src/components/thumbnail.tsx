import { useState } from "react";
import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

interface ThumbnailProps {
  src: string | null;
  /** Size and shape; the same classes frame the placeholder. */
  className?: string;
  /** The placeholder icon's size (size-4 in dense tables, size-8 on cards). */
  iconClassName?: string;
}

/**
 * An artwork's thumbnail, or a framed placeholder when there is none or it fails to load.
 * Decorative: the title beside it names the work.
 */
export function Thumbnail({ src, className, iconClassName = "size-6" }: ThumbnailProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <div
        className={cn("flex shrink-0 items-center justify-center bg-muted text-muted-foreground", className)}
        data-testid="thumbnail-placeholder"
      >
        <ImageOff className={iconClassName} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
      className={cn("shrink-0 object-cover", className)}
    />
  );
}
