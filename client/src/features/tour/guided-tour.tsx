import { useEffect, useState } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useLocation } from "wouter";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { TOUR_STEPS } from "./tour-steps";
import { markTourCompleted } from "./tour-storage";

interface GuidedTourProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The tour card (a Radix dialog: focus moves into it, Escape or a click on the dimmed page closes
 * it) and the highlight around the step's target. Non-modal: a modal dialog locks the page's
 * scrolling and hides every other element from assistive technology, which re-lays out and
 * re-styles the whole landing page while it is still loading (the tour starts 1.5 s in) and cost
 * it 130-240 ms of blocking time in Lighthouse; the dimmed layer already keeps the page out of reach.
 */
export function GuidedTour({ open, onClose }: GuidedTourProps) {
  const [index, setIndex] = useState(0);
  const [, navigate] = useLocation();
  const step = TOUR_STEPS[index]!;
  const isFirst = index === 0;
  const isLast = index === TOUR_STEPS.length - 1;
  const targetRect = useTargetRect(open ? step.target : undefined);

  function complete() {
    markTourCompleted();
    setIndex(0);
    onClose();
  }
  function handleOpenChange(next: boolean) {
    if (next) return;
    setIndex(0);
    onClose();
  }
  function handleAction(path: string) {
    complete();
    navigate(path);
  }

  const placeBelow = step.position !== "center" && targetRect !== undefined;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange} modal={false}>
      <DialogPrimitive.Portal>
        {/* With a target, the highlight's own shadow dims the page around it instead of an overlay. */}
        {targetRect ? null : <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" />}
        {targetRect ? (
          <div
            aria-hidden="true"
            data-testid="tour-highlight"
            className="pointer-events-none fixed z-40 rounded-md outline-4 outline-offset-2 outline-primary outline-solid transition-all motion-reduce:transition-none"
            style={{
              top: targetRect.top - 4,
              left: targetRect.left - 4,
              width: targetRect.width + 8,
              height: targetRect.height + 8,
              boxShadow: "0 0 0 9999px rgb(0 0 0 / 0.5)",
            }}
          />
        ) : null}
        <DialogPrimitive.Content
          className={cn(
            "fixed z-50 w-[calc(100%-2rem)] max-w-sm rounded-lg border bg-background p-5 shadow-xl",
            placeBelow ? "" : "left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2",
          )}
          style={
            placeBelow ? { top: targetRect.bottom + 16, left: Math.max(16, Math.min(targetRect.left, window.innerWidth - 400)) } : undefined
          }
        >
          <p className="text-xs font-medium text-muted-foreground">
            Step {index + 1} of {TOUR_STEPS.length}
          </p>
          <DialogPrimitive.Title className="mt-1 text-lg font-semibold">{step.title}</DialogPrimitive.Title>
          {step.imageUrl ? <img src={step.imageUrl} alt="" className="mt-3 w-full rounded-md" /> : null}
          <DialogPrimitive.Description className="mt-2 text-sm leading-6 text-muted-foreground">
            {step.description}
          </DialogPrimitive.Description>
          {step.actionText && step.actionPath ? (
            <Button variant="link" className="mt-2 h-auto px-0" onClick={() => handleAction(step.actionPath!)}>
              {step.actionText}
            </Button>
          ) : null}
          <div className="mt-5 flex items-center justify-between gap-2">
            {isFirst ? (
              <Button variant="ghost" size="sm" onClick={complete}>
                Skip Tour
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
            {isLast ? (
              <Button size="sm" onClick={complete}>
                Finish
              </Button>
            ) : (
              <Button size="sm" onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            )}
          </div>
          <DialogPrimitive.Close className="absolute right-3 top-3 rounded-sm opacity-80 hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close tour</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The visible bounding box of the first element matching the selector, followed on scroll and resize. */
function useTargetRect(selector: string | undefined): DOMRect | undefined {
  const [rect, setRect] = useState<DOMRect>();
  useEffect(() => {
    if (!selector) {
      setRect(undefined);
      return;
    }
    function measure() {
      const element = [...document.querySelectorAll(selector!)].find((el) => el.getClientRects().length > 0);
      const box = element?.getBoundingClientRect();
      setRect(box && box.width > 0 ? box : undefined);
    }
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, true);
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure, true);
    };
  }, [selector]);
  return rect;
}
