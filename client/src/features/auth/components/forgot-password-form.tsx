import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Link } from "wouter";
import { CheckCircle2 } from "lucide-react";
import { ForgotPasswordSchema } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useForgotPasswordMutation } from "../api/forgot-password";
import { describeRetryTime, getRetryAfterSeconds } from "../retry-after";
import { EmailField } from "@/components/text-field";
import { SubmitButton } from "@/components/submit-button";
import { bindFields } from "@/components/bind-fields";

type ForgotPasswordValues = z.input<typeof ForgotPasswordSchema>;

/** Asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const request = useForgotPasswordMutation();
  const form = useForm<ForgotPasswordValues, unknown, z.output<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { handleSubmit } = form;
  const field = bindFields(form);

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex gap-3 rounded-md border border-primary/30 bg-primary/10 p-4 text-sm">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{request.data.message} The link works for 1 hour.</span>
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href="/auth">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  const wait = request.isError ? getRetryAfterSeconds(request.error) : null;
  const failure = request.isError
    ? wait
      ? `Too many requests. Please try again ${describeRetryTime(wait)}.`
      : request.error instanceof ApiError && request.error.status < 500
        ? (request.error.serverMessage ?? "Please check the email address.")
        : "Something went wrong. Please try again."
    : null;

  return (
    <form onSubmit={handleSubmit((values) => request.mutate(values))} noValidate className="space-y-4" aria-label="Reset your password">
      <EmailField id="forgot-email" {...field("email")} />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-[oklch(0.75_0.15_27)]">
          {failure}
        </p>
      ) : null}
      <SubmitButton isPending={request.isPending} pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </form>
  );
}
