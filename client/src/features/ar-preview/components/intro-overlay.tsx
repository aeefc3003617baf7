import { useEffect, useId, useRef } from "react";
import { Move } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Remembered in this browser, so the overlay shows only the first time. */
export const AR_INTRO_SEEN_KEY = "ar_preview_intro_seen";

export function hasSeenIntro(): boolean {
  try {
    return window.localStorage.getItem(AR_INTRO_SEEN_KEY) === "true";
  } catch {
    return false;
  }
}

export function rememberIntroSeen(): void {
  try {
    window.localStorage.setItem(AR_INTRO_SEEN_KEY, "true");
  } catch {
    // Private mode without storage: the overlay simply shows again next time.
  }
}

/**
 * The first-time overlay "Position Your Artwork", dismissed with "Got It". Over the scene from
 * 640 px up; on a phone a landscape wall photo makes the scene shorter than the card (which the
 * scene would clip top and bottom), so there it covers the screen below the header instead,
 * above the floating button.
 */
export function IntroOverlay({ onDismiss }: { onDismiss: () => void }) {
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <div data-scene-control className="absolute inset-0 z-10 grid place-items-center bg-black/60 p-4 max-sm:fixed max-sm:z-[35]">
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="max-w-sm space-y-3 rounded-lg border bg-card p-5 text-card-foreground shadow-xl"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Move aria-hidden="true" className="size-5 text-primary" />
          Position Your Artwork
        </h2>
        <div id={textId} className="space-y-2 text-sm text-muted-foreground">
          <p>Drag the artwork with your mouse, pen or finger to move it on your wall.</p>
          <p>Open Settings (the gear button) to change its size, rotation, position, shadow and the wall colour.</p>
        </div>
        <Button ref={buttonRef} type="button" className="w-full" onClick={onDismiss}>
          Got It
        </Button>
      </div>
    </div>
  );
}
