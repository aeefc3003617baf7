import { lazy, Suspense } from "react";
import type { CreditPackage, PaymentsConfig } from "@contracts/credits";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd } from "@/lib/format";
import { pluralCredits } from "../format";
import { TestCardForm } from "./test-card-form";

// Stripe.js and its React bindings load only when Stripe is the provider.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

export interface Checkout {
  pkg: CreditPackage;
  clientSecret: string;
}

interface PurchaseDialogProps {
  checkout: Checkout | null;
  payments: PaymentsConfig;
  onClose: () => void;
}

/** "Complete Your Purchase": the card form of whichever provider is configured (decision 12). */
export function PurchaseDialog({ checkout, payments, onClose }: PurchaseDialogProps) {
  return (
    <Dialog open={!!checkout} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Your Purchase</DialogTitle>
          {checkout && (
            <DialogDescription>
              {checkout.pkg.title}: {pluralCredits(checkout.pkg.credits)} for {formatUsd(checkout.pkg.price)}
            </DialogDescription>
          )}
        </DialogHeader>
        {checkout &&
          (payments.provider === "stripe" && payments.publishableKey ? (
            <Suspense fallback={<Skeleton className="h-24 w-full" />}>
              <StripeCardForm
                pkg={checkout.pkg}
                clientSecret={checkout.clientSecret}
                publishableKey={payments.publishableKey}
                onCancel={onClose}
              />
            </Suspense>
          ) : (
            <TestCardForm pkg={checkout.pkg} clientSecret={checkout.clientSecret} onCancel={onClose} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
