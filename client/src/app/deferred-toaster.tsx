import { lazy, Suspense } from "react";
import { useToast } from "@/components/ui/use-toast";

const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * Radix's toast with its collection and dismissable layer (about 12 KB gzipped) loads with the
 * first toast rather than with every page: most visits raise none. The store holds a toast raised
 * before the code arrives, so it shows as soon as the code does; the toaster leaves again once
 * the last toast has played its exit.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
