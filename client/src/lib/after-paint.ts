/** How long to wait at most for the browser to report the page's first contentful paint. */
const FIRST_PAINT_WAIT_MS = 1000;

function hasFirstContentfulPaint(): boolean {
  return performance.getEntriesByName("first-contentful-paint").length > 0;
}

/**
 * Runs `callback` once the browser has painted the current frame and shown it. After a page's
 * first load that means the first contentful paint has been reported: on a busy phone the frame
 * reaches the screen well after it was painted, and code requested meanwhile competes with it
 * (decision 0015). Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  let observer: PerformanceObserver | undefined;
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    timer = window.setTimeout(callback, 0);
  };
  // Chrome starts a frame only after the one before it was handed to the screen.
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      if (hasFirstContentfulPaint() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return run();
      observer = new PerformanceObserver(() => {
        if (hasFirstContentfulPaint()) run();
      });
      observer.observe({ type: "paint" });
      // A page loaded in a background tab reports no first paint at all.
      timer = window.setTimeout(run, FIRST_PAINT_WAIT_MS);
    });
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    observer?.disconnect();
  };
}
