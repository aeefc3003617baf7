import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Link } from "wouter";
import { CheckCircle2 } from "lucide-react";
import { ResetPasswordSchema } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useResetPasswordMutation } from "../api/reset-password";
import { describeRetryTime, getRetryAfterSeconds } from "../retry-after";
import { PasswordField } from "@/components/text-field";
import { SubmitButton } from "@/components/submit-button";
import { bindFields } from "@/components/bind-fields";

type ResetPasswordValues = z.input<typeof ResetPasswordSchema>;

/** The new password, twice; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const form = useForm<ResetPasswordValues, unknown, z.output<typeof ResetPasswordSchema>>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { register, handleSubmit } = form;
  const field = bindFields(form);

  const handleValidSubmit = handleSubmit(
    (values) => reset.mutate(values),
    (invalid) => {
      // The spec's registration wording for mismatched passwords, as a toast too.
      if (invalid.confirmPassword?.message === "Passwords don't match") {
        toast({ title: "Passwords don't match", description: "Please make sure both password fields match.", variant: "destructive" });
      }
    },
  );

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex gap-3 rounded-md border border-primary/30 bg-primary/10 p-4 text-sm">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{reset.data.message} Every device that was signed in has been signed out.</span>
        </p>
        <Button asChild className="w-full">
          <Link href="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }

  const wait = reset.isError ? getRetryAfterSeconds(reset.error) : null;
  const failure = reset.isError
    ? wait
      ? `Too many attempts. Please try again ${describeRetryTime(wait)}.`
      : reset.error instanceof ApiError && reset.error.status < 500
        ? (reset.error.serverMessage ?? "This reset link cannot be used.")
        : "Something went wrong. Please try again."
    : null;
  const isLinkProblem = reset.error instanceof ApiError && reset.error.status === 400 && /link/i.test(reset.error.serverMessage ?? "");

  return (
    <form onSubmit={handleValidSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
      <input type="hidden" {...register("token")} />
      <PasswordField id="reset-password" label="New Password" autoComplete="new-password" {...field("password")} />
      <PasswordField id="reset-confirm-password" label="Confirm Password" autoComplete="new-password" {...field("confirmPassword")} />
      {failure ? (
        <div role="alert" className="space-y-2 text-sm font-medium text-[oklch(0.75_0.15_27)]">
          <p>{failure}</p>
          {isLinkProblem ? (
            <Link href="/forgot-password" className="text-primary underline underline-offset-4">
              Ask for a new link
            </Link>
          ) : null}
        </div>
      ) : null}
      <SubmitButton isPending={reset.isPending} pendingLabel="Saving...">
        Set New Password
      </SubmitButton>
    </form>
  );
}
