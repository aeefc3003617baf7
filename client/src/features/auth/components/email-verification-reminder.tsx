import { MailWarning, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { useResendVerificationMutation } from "../api/resend-verification";
import { describeRetryTime, getRetryAfterSeconds } from "../retry-after";

/**
 * A reminder under the header for signed-in accounts whose address is not verified yet. They use
 * the product normally (decision 31); the reminder offers a new link.
 */
export function EmailVerificationReminder() {
  const { user } = useAuth();
  const resend = useResendVerificationMutation();
  if (!user || user.emailVerified) return null;

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "Verification email sent", description: answer.message }),
      onError: (error) => {
        const wait = getRetryAfterSeconds(error);
        const description = wait
          ? `${error instanceof ApiError ? (error.serverMessage ?? "Please wait a moment.") : ""} You can try again ${describeRetryTime(wait)}.`
          : error instanceof ApiError && error.status < 500
            ? (error.serverMessage ?? "Please try again later.")
            : "The email could not be sent. Please try again later.";
        toast({ title: "Could not send the email", description, variant: "destructive" });
      },
    });
  }

  return (
    <section aria-label="Email verification" className="border-b border-amber-500/30 bg-amber-500/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
          <span>
            Please verify your email address: we sent a link to <strong className="wrap-anywhere">{user.email}</strong>.
          </span>
        </p>
        <Button size="sm" variant="outline" onClick={handleResend} disabled={resend.isPending} className="self-start sm:self-auto">
          {resend.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Resend link
        </Button>
      </div>
    </section>
  );
}
