import * as React from "react";
import type { ToastVariant } from "./toast";

/** One toast at a time (spec section 9); a new one replaces the old. */
const TOAST_LIMIT = 1;
// How long a dismissed toast stays mounted so its exit animation can play.
const TOAST_REMOVE_DELAY_MS = 1000;

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function dismiss(id?: string) {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          publish(toasts.filter((item) => item.id !== t.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
}

/** Shows a toast from anywhere (components, mutation callbacks). */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => void listeners.delete(setState);
  }, []);
  return { toasts: state, toast, dismiss };
}
