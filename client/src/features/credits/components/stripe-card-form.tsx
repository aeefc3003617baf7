import { useState, type FormEvent } from "react";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { CreditPackage } from "@contracts/credits";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { paymentReturnUrl } from "../format";
import { toastPaymentError, toastPaymentFailed } from "./payment-toasts";

interface StripeCardFormProps {
  pkg: CreditPackage;
  clientSecret: string;
  publishableKey: string;
  onCancel: () => void;
}

// One Stripe.js load per key for the life of the page.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
}

/** Stripe's card element; this module is loaded only in Stripe mode, so test mode stays small. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={getStripe(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ pkg, clientSecret, onCancel }: Omit<StripeCardFormProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const [isProcessing, setIsProcessing] = useState(false);

  const handlePay = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setIsProcessing(true);
    try {
      const returnUrl = paymentReturnUrl(pkg.id, clientSecret);
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card }, return_url: returnUrl });
      if (error) {
        setIsProcessing(false);
        toastPaymentFailed(error.message);
        return;
      }
      // Credits arrive through the signed webhook (decision 10); the page only shows the result.
      if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") window.location.assign(returnUrl);
      else setIsProcessing(false);
    } catch {
      setIsProcessing(false);
      toastPaymentError();
    }
  };

  return (
    <form onSubmit={handlePay} className="space-y-4">
      <div className="space-y-2">
        <Label>Card details</Label>
        <div className="rounded-md border border-input bg-background px-3 py-3">
          <CardElement
            options={{
              hidePostalCode: true,
              style: { base: { color: "#f3efe9", fontSize: "16px", "::placeholder": { color: "#a8a29e" } }, invalid: { color: "#f87171" } },
            }}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isProcessing}>
          Cancel
        </Button>
        <Button type="submit" disabled={isProcessing || !stripe}>
          {isProcessing ? "Processing..." : "Pay"}
        </Button>
      </div>
    </form>
  );
}
