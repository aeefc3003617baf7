import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useVerifyEmailMutation } from "../api/verify-email";

/** Verifies the link's token once on arrival and says what happened. */
export function VerifyEmailStatus({ token, isSignedIn }: { token: string | null; isSignedIn: boolean }) {
  const verify = useVerifyEmailMutation();
  const started = useRef(false);

  useEffect(() => {
    // Once: a token is single-use, and React may run effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const next = isSignedIn ? { href: "/dashboard", label: "Go to Dashboard" } : { href: "/auth", label: "Sign In" };

  if (!token || verify.isError) {
    const message = !token
      ? "This link has no verification code. Please open the link from the email exactly as it was sent."
      : verify.error instanceof ApiError && verify.error.status < 500
        ? (verify.error.serverMessage ?? "This verification link cannot be used.")
        : "Something went wrong. Please open the link again in a moment.";
    return (
      <div className="space-y-4">
        <p role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <XCircle className="mt-0.5 size-5 shrink-0 text-[oklch(0.75_0.15_27)]" aria-hidden="true" />
          <span>{message}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {isSignedIn ? "You can ask for a new link from the reminder at the top of the page." : "Sign in to ask for a new link."}
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  if (verify.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex gap-3 rounded-md border border-primary/30 bg-primary/10 p-4 text-sm">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>Email verified. {verify.data.message}</span>
        </p>
        <Button asChild className="w-full">
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </div>
    );
  }

  return (
    <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      Verifying your email...
    </p>
  );
}
