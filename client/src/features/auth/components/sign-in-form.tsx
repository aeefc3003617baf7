import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Link } from "wouter";
import { LoginSchema } from "@contracts/auth";
import { useLoginMutation } from "../api/login";
import { EmailField, PasswordField } from "@/components/text-field";
import { SubmitButton } from "@/components/submit-button";
import { bindFields } from "@/components/bind-fields";
import { describeRetryTime, getRetryAfterSeconds } from "../retry-after";

type LoginFormValues = z.input<typeof LoginSchema>;

/** Email and password; the login mutation shows the success and failure toasts. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLoginMutation();
  const form = useForm<LoginFormValues, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { handleSubmit } = form;
  const field = bindFields(form);

  const handleValidSubmit = handleSubmit((values) => login.mutate(values, { onSuccess }));
  const retryAfter = login.isError ? getRetryAfterSeconds(login.error) : null;

  return (
    <form onSubmit={handleValidSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <EmailField id="login-email" {...field("email")} />
      <PasswordField id="login-password" label="Password" autoComplete="current-password" {...field("password")} />
      <div className="flex justify-end">
        {/* Decision 31: "Forgot your password" is a real reset by e-mail. */}
        <Link
          href="/forgot-password"
          className="rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot your password?
        </Link>
      </div>
      <SubmitButton isPending={login.isPending} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      {retryAfter ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          Too many failed sign-in attempts. Please try again {describeRetryTime(retryAfter)}, or{" "}
          <Link href="/forgot-password" className="font-medium underline underline-offset-4">
            reset your password
          </Link>
          .
        </p>
      ) : null}
    </form>
  );
}
