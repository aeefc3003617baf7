import { startTransition, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { CircleHelp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { isTourCompleted } from "./tour-storage";

const GuidedTour = lazyWithPreload(() => import("./guided-tour").then((m) => ({ default: m.GuidedTour })));

/** Core spec section 9: the tour starts by itself 1500 ms after the home page loads. */
const TOUR_AUTO_START_MS = 1500;

/** The header's help button and the lazily loaded tour it opens; also starts the tour once on /. */
export function TourLauncher() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    if (location !== "/" || isTourCompleted()) return;
    // Fetch and parse the tour's code while the browser is idle, so that opening it at 1.5 s is only a render.
    const idle = window.requestIdleCallback?.(() => void GuidedTour.preload().catch(() => undefined)) ?? 0;
    const timer = setTimeout(() => {
      // A transition: React renders the tour in slices instead of one long task while the
      // landing page may still be loading its sections (Lighthouse's total blocking time).
      startTransition(() => {
        setHasOpened(true);
        setOpen(true);
      });
    }, TOUR_AUTO_START_MS);
    return () => {
      clearTimeout(timer);
      window.cancelIdleCallback?.(idle);
    };
    // Only on the first load of /: later navigations back home do not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleOpen() {
    setHasOpened(true);
    setOpen(true);
  }

  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Open guided tour" data-tour="help" onClick={handleOpen}>
        <CircleHelp aria-hidden="true" />
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <GuidedTour open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
