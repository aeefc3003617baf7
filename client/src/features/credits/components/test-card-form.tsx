import { useState } from "react";
import { useForm } from "react-hook-form";
import { FlaskConical } from "lucide-react";
import { TestCardSchema, type CreditPackage } from "@contracts/credits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { confirmTestPayment } from "../api/confirm-test-payment";
import { paymentReturnUrl } from "../format";
import { toastPaymentError, toastPaymentFailed } from "./payment-toasts";

interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

interface TestCardFormProps {
  pkg: CreditPackage;
  clientSecret: string;
  onCancel: () => void;
}

// "4242424242424242" -> "4242 4242 4242 4242" as the user types.
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

// "1228" -> "12 / 28".
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/** The built-in test provider's card form (decision 12): checked here and again on the server. */
export function TestCardForm({ pkg, clientSecret, onCancel }: TestCardFormProps) {
  const [isProcessing, setIsProcessing] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CardFields>({ defaultValues: { number: "", expiry: "", cvc: "" } });

  const handlePay = handleSubmit(async (fields) => {
    const [month = "", year = ""] = fields.expiry.split("/").map((part) => part.trim());
    const card = { number: fields.number, expMonth: month, expYear: year, cvc: fields.cvc.trim() };
    const parsed = TestCardSchema.safeParse(card);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const field: keyof CardFields = key === "expMonth" || key === "expYear" ? "expiry" : key === "cvc" ? "cvc" : "number";
        if (!errors[field]) setError(field, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    setIsProcessing(true);
    try {
      await confirmTestPayment({ clientSecret, ...card });
      // The server granted the credits; the browser goes where a provider would send it.
      window.location.assign(paymentReturnUrl(pkg.id, clientSecret));
    } catch (error) {
      setIsProcessing(false);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) toastPaymentFailed(error.serverMessage);
      else toastPaymentError();
    }
  });

  return (
    <form onSubmit={handlePay} noValidate className="space-y-4">
      <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-warning">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>Test mode — no real charge. Use 4242 4242 4242 4242.</span>
      </p>
      <div className="space-y-2">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          aria-invalid={!!errors.number}
          aria-describedby={errors.number ? "card-number-error" : undefined}
          {...register("number", {
            required: "Your card number is incomplete.",
            onChange: (e) => setValue("number", groupDigits(e.target.value)),
          })}
        />
        {errors.number && (
          <p id="card-number-error" className="text-sm text-destructive">
            {errors.number.message}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-2">
          <Label htmlFor="card-expiry">Expiry (MM / YY)</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            aria-invalid={!!errors.expiry}
            aria-describedby={errors.expiry ? "card-expiry-error" : undefined}
            {...register("expiry", {
              required: "Your card's expiration date is incomplete.",
              onChange: (e) => setValue("expiry", formatExpiry(e.target.value)),
            })}
          />
          {errors.expiry && (
            <p id="card-expiry-error" className="text-sm text-destructive">
              {errors.expiry.message}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            aria-invalid={!!errors.cvc}
            aria-describedby={errors.cvc ? "card-cvc-error" : undefined}
            {...register("cvc", { required: "Your card's security code is incomplete." })}
          />
          {errors.cvc && (
            <p id="card-cvc-error" className="text-sm text-destructive">
              {errors.cvc.message}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isProcessing}>
          Cancel
        </Button>
        <Button type="submit" disabled={isProcessing}>
          {isProcessing ? "Processing..." : "Pay"}
        </Button>
      </div>
    </form>
  );
}
