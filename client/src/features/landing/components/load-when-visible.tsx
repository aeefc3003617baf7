import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

interface LoadWhenVisibleProps {
  children: ReactNode;
  fallback: ReactNode;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
}

/**
 * Renders lazily loaded children once their place nears the viewport (or the browser is idle),
 * so their code stays out of the landing page's first load.
 */
export function LoadWhenVisible({ children, fallback, rootMargin = "200px" }: LoadWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isVisible) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsVisible(true);
      },
      { rootMargin },
    );
    // Start watching once the browser is idle, so the chunk never competes with the first paint.
    const hasIdle = typeof window.requestIdleCallback === "function";
    const handle = hasIdle
      ? window.requestIdleCallback(() => observer.observe(element), { timeout: 2000 })
      : window.setTimeout(() => observer.observe(element), 200);
    return () => {
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      observer.disconnect();
    };
  }, [isVisible, rootMargin]);
  return <div ref={ref}>{isVisible ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
