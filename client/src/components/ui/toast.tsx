import * as React from "react";
import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { useToastEdge } from "./toast-placement";

/** Spec constants: 5 s, swipe right past 50 px, F8 focuses the area (Radix's own behaviour). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} {...props} />
  );
}

/** Where the toasts show: the top on phones, the bottom right from 640 px; the other edge while the usual one would cover a data-toast-avoid control. */
export function ToastViewport({ className, style, ...props }: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  const ref = React.useRef<HTMLOListElement>(null);
  const edge = useToastEdge(ref);
  return (
    <ToastPrimitives.Viewport
      ref={ref}
      hotkey={["F8"]}
      data-edge={edge}
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      style={{ ...(edge === "top" ? { top: 0, bottom: "auto" } : edge === "bottom" ? { top: "auto", bottom: 0 } : {}), ...style }}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between space-x-4 overflow-hidden rounded-md border p-5 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border bg-card text-foreground",
        // A deeper red than --destructive: white text on it keeps a 4.5:1 contrast (axe), even at 90% opacity.
        destructive: "destructive group border-destructive bg-red-800 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = VariantProps<typeof toastVariants>["variant"];

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      className={cn(
        "absolute right-2 top-2 rounded-md p-1 opacity-80 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2",
        className,
      )}
      aria-label="Close"
      {...props}
    >
      <X className="h-4 w-4" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn("text-sm opacity-90", className)} {...props} />;
}
