import { toast } from "@/components/ui/use-toast";

// The payment rows of the core spec's error catalogue (section 8), word for word.
export function toastIntentFailed() {
  toast({ title: "Error", description: "Failed to initiate payment. Please try again.", variant: "destructive" });
}

export function toastPaymentFailed(providerMessage?: string) {
  toast({ title: "Payment Failed", description: providerMessage || "An error occurred with your payment.", variant: "destructive" });
}

export function toastPaymentError() {
  toast({ title: "Payment Error", description: "An unexpected error occurred. Please try again.", variant: "destructive" });
}
