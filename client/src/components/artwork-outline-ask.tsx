import { useEffect, useId, useRef, type ReactNode } from "react";
import { Check } from "lucide-react";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { ArtworkCornerEditor } from "@/components/artwork-corner-editor";
import { Button } from "@/components/ui/button";
import { ASK_OUTLINE_QUESTION } from "@/lib/photo-outline/ask-question";
import { startingCorners } from "@/lib/photo-outline/corner-editing";
import type { PhotoOutline } from "@/lib/photo-outline/outline-messages";

interface ArtworkOutlineAskProps {
  imageUrl: string;
  imageAlt: string;
  found: PhotoOutline | null;
  corners: ArtworkCorners | null;
  onCornersChange: (corners: ArtworkCorners | null) => void;
  /** The owner says the outline shown is the artwork: it goes on with these corners, set by hand. */
  onConfirm: (corners: ArtworkCorners) => void;
  disabled?: boolean;
  onImageError?: () => void;
  /** Further buttons beside the answer (the analyzer's "Remove image"). */
  actions?: ReactNode;
}

/**
 * "Is this it?" instead of a refusal (issue 50, decision 0037): the photo with the outline editor,
 * and an answer that takes the outline shown (moved or not) as the owner's own. The question takes
 * focus when it appears, so a keyboard or screen-reader user lands on it; the corners are then
 * one Tab away and move with the arrow keys, and Enter on the answer goes on.
 */
export function ArtworkOutlineAsk({ onConfirm, actions, ...editor }: ArtworkOutlineAskProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After the page's own focus moves (the wizard focuses a step's title when it changes step).
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-amber-500/60 bg-amber-50/60 p-3 dark:bg-amber-950/20"
      data-testid="artwork-outline-ask"
    >
      <div className="space-y-1">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {ASK_OUTLINE_QUESTION}
        </h3>
        <p className="text-sm text-muted-foreground">
          Move the corners onto the edges of the artwork if they are not, then say so: the analysis reads what is inside them.
        </p>
      </div>
      <ArtworkCornerEditor
        {...editor}
        actions={
          <>
            <Button
              type="button"
              size="sm"
              onClick={() => onConfirm(editor.corners ?? startingCorners(editor.found))}
              disabled={editor.disabled}
            >
              <Check aria-hidden="true" />
              Yes, this is the artwork
            </Button>
            {actions}
          </>
        }
      />
    </section>
  );
}
