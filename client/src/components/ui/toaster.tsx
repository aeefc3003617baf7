import { TOAST_DURATION_MS, Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, duration }) => (
        // data-duration states the lifetime the toast was given, so tests check what the code
        // configures instead of timing a busy browser.
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          data-duration={duration ?? TOAST_DURATION_MS}
          onOpenChange={(isOpen) => !isOpen && dismiss(id)}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
