import { useEffect, useState, type RefObject } from "react";

/** Marks an element a toast must never cover (the control the toast invites the user to press next). */
export const TOAST_AVOID_ATTRIBUTE = "data-toast-avoid";

export type ToastEdge = "top" | "bottom";

type Span = { top: number; bottom: number };
const overlaps = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom;

/**
 * Which edge of the screen the toasts go to: their usual one (the top on phones, the bottom from
 * 640 px), unless there they would cover an element marked data-toast-avoid and at the other edge
 * they would not. Both places are worked out from the toasts' height, never by moving them and
 * looking, so the choice cannot flip back and forth. Checked again on scroll and resize.
 */
export function useToastEdge(viewportRef: RefObject<HTMLElement | null>): ToastEdge | undefined {
  const [edge, setEdge] = useState<ToastEdge>();
  useEffect(() => {
    let frame = 0;
    function check() {
      frame = 0;
      const viewport = viewportRef.current;
      if (!viewport) return;
      const usual: ToastEdge = window.matchMedia("(min-width: 640px)").matches ? "bottom" : "top";
      const toasts = [...viewport.children].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
      const avoided = [...document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0);
      if (toasts.length === 0 || avoided.length === 0) return setEdge(undefined);
      const style = getComputedStyle(viewport);
      const height =
        toasts.reduce((sum, box) => sum + box.height, 0) +
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        (parseFloat(style.rowGap) || 0) * (toasts.length - 1);
      const left = Math.min(...toasts.map((box) => box.left));
      const right = Math.max(...toasts.map((box) => box.right));
      const at = (where: ToastEdge): Span =>
        where === "top" ? { top: 0, bottom: height } : { top: window.innerHeight - height, bottom: window.innerHeight };
      const covers = (where: ToastEdge) => avoided.some((box) => box.left < right && left < box.right && overlaps(at(where), box));
      const other: ToastEdge = usual === "top" ? "bottom" : "top";
      setEdge(covers(usual) && !covers(other) ? other : undefined);
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    if (viewportRef.current)
      observer.observe(viewportRef.current, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [viewportRef]);
  return edge;
}
