// How long a jump keeps its target aligned while lazy sections above it load and change height.
const SETTLE_MS = 1500;

let stopKeepingAligned: (() => void) | null = null;

/** The page offset that puts the target's top just under the sticky header (whatever its height now). */
function getAlignedTop(target: HTMLElement): number {
  const header = document.querySelector<HTMLElement>("header.sticky");
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  return Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - headerHeight));
}

/**
 * Keeps the target under the header while the layout above it settles (lazy sections, images),
 * and stops at once when the user scrolls, types or touches: their scroll always wins.
 */
function keepAligned(target: HTMLElement, behavior: ScrollBehavior) {
  stopKeepingAligned?.();
  const observer = new ResizeObserver(() => window.scrollTo({ top: getAlignedTop(target), behavior }));
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of ["wheel", "touchstart", "keydown", "pointerdown"] as const) window.removeEventListener(event, stop);
    if (stopKeepingAligned === stop) stopKeepingAligned = null;
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const event of ["wheel", "touchstart", "keydown", "pointerdown"] as const) window.addEventListener(event, stop, { passive: true });
  stopKeepingAligned = stop;
}

/** Scrolls to an in-page section under the sticky header, records it in the URL hash and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const behavior: ScrollBehavior = reduceMotion ? "auto" : "smooth";
  window.scrollTo({ top: getAlignedTop(target), behavior });
  keepAligned(target, behavior);
  if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, "", `#${id}`);
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
