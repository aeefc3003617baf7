import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "wouter";
import { Upload } from "lucide-react";
import { useAuth } from "@/lib/auth/use-auth";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// What a user may want to press or type into; sections with tabindex="-1" are not in this list.
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="slider"], [role="menuitem"], [role="option"]';

/**
 * Whether the floating button sits over something the user may want to use: a control under any
 * corner or the middle of the button, or an open modal dialog (Radix marks the body with
 * data-scroll-locked). The button is then made invisible, so nothing is ever under it.
 */
function useIsOverControls(buttonRef: RefObject<HTMLElement | null>): boolean {
  const [isOver, setIsOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    function check() {
      frame = 0;
      const button = buttonRef.current;
      if (!button) return;
      if (document.body.hasAttribute("data-scroll-locked")) return setIsOver(true);
      const rect = button.getBoundingClientRect();
      const inset = 2;
      const points: [number, number][] = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
      ];
      // An invisible button is not hit-tested, so this sees what lies beneath it either way.
      const covers = points.some(([x, y]) =>
        document.elementsFromPoint(x, y).some((node) => !button.contains(node) && node.matches(INTERACTIVE)),
      );
      setIsOver(covers);
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // Content that loads or opens (lazy sections, dialogs, menus) can move a control under it too.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-scroll-locked", "data-state"],
    });
    schedule();
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [buttonRef]);
  return isOver;
}

/** Bottom-right shortcut to the wizard; visitors go through the login endpoint first. */
export function FloatingSubmitButton() {
  const [location, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOverControls = useIsOverControls(buttonRef);
  if (location === "/new-appraisal") return null;

  function handleClick() {
    if (isAuthenticated) navigate("/new-appraisal");
    // A full navigation: the server answers /api/login with a redirect to /auth (decision 5).
    else window.location.href = "/api/login";
  }

  return (
    <Button
      ref={buttonRef}
      size="lg"
      onClick={handleClick}
      data-testid="floating-submit"
      className={cn(
        "no-print fixed bottom-4 right-4 z-30 h-12 rounded-full px-5 shadow-lg shadow-black/40 transition-opacity sm:bottom-6 sm:right-6",
        isOverControls && "invisible opacity-0",
      )}
    >
      <Upload aria-hidden="true" />
      Submit Artwork
    </Button>
  );
}
