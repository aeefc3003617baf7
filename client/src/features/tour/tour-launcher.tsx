import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { CircleHelp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isTourCompleted } from "./tour-storage";

const loadGuidedTour = () => import("./guided-tour");
const GuidedTour = lazy(() => loadGuidedTour().then((m) => ({ default: m.GuidedTour })));

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
    const idle = window.requestIdleCallback?.(() => void loadGuidedTour()) ?? 0;
    const timer = setTimeout(() => {
      setHasOpened(true);
      setOpen(true);
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
