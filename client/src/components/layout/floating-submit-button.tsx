import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "wouter";
import { Upload } from "lucide-react";
import { useAuth } from "@/lib/auth/use-auth";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// What a user may want to press or type into; sections with tabindex="-1" are not in this list.
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="slider"], [role="menuitem"], [role="option"]';
// Pictures a reader looks at (an artwork photo, a chart, the trend map).
const PICTURE = "img, picture, video, canvas, svg";
/** An svg this small is an icon, which sits beside text that is checked on its own. */
const ICON_SIDE_PX = 32;

type Box = Pick<DOMRect, "left" | "top" | "right" | "bottom">;
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether any line of `element`'s own text (not its children's) lies within `box`. */
function ownTextIntersects(element: Element, box: Box): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((line) => intersects(line, box))) return true;
  }
  return false;
}

const SIDES = ["Top", "Right", "Bottom", "Left"] as const;

/**
 * A card: a panel drawn with a border all round or a shadow (the detail's value card, the trend
 * map's card). It reads as one piece, so the button over its empty padding still covers it.
 */
function isCard(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.boxShadow !== "none") return true;
  return SIDES.every((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
}

/** Marked for assistive technology as decoration: nothing a reader needs to see. */
const isDecoration = (element: Element) => element.closest('[aria-hidden="true"]') !== null;

function isPicture(element: Element): boolean {
  if (element.tagName.toLowerCase() !== "svg") return true;
  const box = element.getBoundingClientRect();
  return box.width > ICON_SIDE_PX && box.height > ICON_SIDE_PX;
}

/**
 * Whether the floating button sits over something the user may want to use or read: a control,
 * a card, a line of text or a picture anywhere under it (looked up on a grid of points across it), or an
 * open modal dialog (Radix marks the body with data-scroll-locked). The button is then made
 * invisible, so nothing is ever under it; on a phone it shows where the page leaves room (the
 * space kept free under every page's content).
 */
function useIsOverContent(buttonRef: RefObject<HTMLElement | null>): boolean {
  const [isOver, setIsOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    function check() {
      frame = 0;
      const button = buttonRef.current;
      if (!button) return;
      if (document.body.hasAttribute("data-scroll-locked")) return setIsOver(true);
      const rect = button.getBoundingClientRect();
      // Half a pixel in: the outermost points still lie on the button, and a card reaching 1 px under its edge is found.
      const inset = 0.5;
      const under = new Set<Element>();
      for (const fx of [0, 0.25, 0.5, 0.75, 1])
        for (const fy of [0, 0.25, 0.5, 0.75, 1]) {
          const x = rect.left + inset + (rect.width - 2 * inset) * fx;
          const y = rect.top + inset + (rect.height - 2 * inset) * fy;
          // An invisible button is not hit-tested, so this sees what lies beneath it either way.
          for (const node of document.elementsFromPoint(x, y)) if (!button.contains(node)) under.add(node);
        }
      // Pictures are few, and some ignore the pointer (pointer-events: none): each is checked.
      // Decoration (aria-hidden, like the landing hero's framed picture) is nothing to read or use.
      const covers =
        [...document.querySelectorAll(PICTURE)].some(
          (picture) =>
            !button.contains(picture) && !isDecoration(picture) && intersects(picture.getBoundingClientRect(), rect) && isPicture(picture),
        ) ||
        [...under].some((node) => node.matches(INTERACTIVE) || (!isDecoration(node) && (isCard(node) || ownTextIntersects(node, rect))));
      setIsOver(covers);
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // Content that loads or opens (lazy sections, dialogs, menus, images) can move under it too.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["data-scroll-locked", "data-state", "src"],
    });
    window.addEventListener("load", schedule, true);
    schedule();
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("load", schedule, true);
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
  const isOverContent = useIsOverContent(buttonRef);
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
        isOverContent && "invisible opacity-0",
      )}
    >
      <Upload aria-hidden="true" />
      Submit Artwork
    </Button>
  );
}
