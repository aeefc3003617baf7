import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Loader2 } from "lucide-react";
import { LoginSchema } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { useLoginMutation } from "../api/login";
import { PasswordField, TextField } from "./text-field";

type LoginFormValues = z.input<typeof LoginSchema>;

/** Email and password; the login mutation shows the success and failure toasts. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });

  const handleValidSubmit = handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <form onSubmit={handleValidSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" error={errors.email?.message} {...register("email")} />
      <PasswordField id="login-password" label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <div className="flex justify-end">
        {/*
          Decision 9: password reset stays non-functional. It is kept as an inert, focusable
          control (aria-disabled, no action, no toast) that says why, rather than a dead link
          that would navigate nowhere.
        */}
        <button
          type="button"
          aria-disabled="true"
          aria-describedby="forgot-password-note"
          className="cursor-not-allowed rounded-sm text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot your password?
        </button>
        <span id="forgot-password-note" className="sr-only">
          Password reset is not available yet. Please contact support.
        </span>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Signing in...
          </>
        ) : (
          "Sign In"
        )}
      </Button>
    </form>
  );
}
