/**
 * Runs `callback` once the browser has painted and shown the current frame: a task queued from the
 * second animation frame from now, since Chrome starts a frame only after the one before it was
 * handed to the screen. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(callback, 0);
    });
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
