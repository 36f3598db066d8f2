/**
 * Runs `then` in a task after the browser's next frame (style, layout, paint) is made, when the
 * page's layout is clean again; returns a cancel. Measuring the page, or taking many laid-out
 * elements out of it, costs least there: inside React's commit a measurement forces the whole
 * page's layout at once, and a tracing profiler (Lighthouse's) records every element laid out or
 * dropped with React's whole call stack, which it counts as blocking time.
 */
export function afterNextFrame(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
