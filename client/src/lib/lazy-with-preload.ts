import { createElement, use, type ComponentProps, type JSXElementConstructor } from "react";

/** A component whose code is loaded on demand, and can be loaded ahead of its first render. */
export interface PreloadableComponent<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the code; once it resolves, the component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, except that once the module is in, the component renders at once. React.lazy
 * suspends on its first render even when the module is already loaded: that commits the
 * Suspense fallback, and React then holds the content back until 300 ms after the fallback
 * appeared (its fallback throttle), which is where /auth and /credits lost their largest paint
 * (decision 0015). A failed load stays failed, as with React.lazy: the error boundary shows it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyWithPreload<C extends JSXElementConstructor<any>>(
  load: () => Promise<{ default: C }>,
): PreloadableComponent<ComponentProps<C>> {
  let loaded: C | undefined;
  let pending: Promise<void> | undefined;
  function preload() {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  }
  function Preloadable(props: ComponentProps<C>) {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }
  Preloadable.preload = preload;
  return Preloadable;
}
