import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Loader2 } from "lucide-react";
import { RegisterSchema } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useRegisterMutation } from "../api/register";
import { applyServerFieldError } from "./apply-server-field-error";
import { PasswordField, TextField } from "@/components/text-field";

type RegisterFormValues = z.input<typeof RegisterSchema>;

const SERVER_FIELDS = ["email", "username", "password", "confirmPassword", "firstName", "lastName"] as const;
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The Create Account form; a password mismatch is caught here and nothing is sent. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerAccount = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, z.output<typeof RegisterSchema>>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "" },
  });

  const handleFormSubmit = handleSubmit(
    (values) =>
      registerAccount.mutate(values, {
        onSuccess,
        onError: (error) => applyServerFieldError<RegisterFormValues>(error, SERVER_FIELDS, setError),
      }),
    () => {
      // The schema checks the match only once the other fields pass, so look at it directly too.
      const { password, confirmPassword } = getValues();
      if (password !== confirmPassword) {
        setError("confirmPassword", { type: "match", message: PASSWORDS_DONT_MATCH });
        toast({ title: PASSWORDS_DONT_MATCH, description: "Please make sure both password fields match.", variant: "destructive" });
      }
    },
  );

  return (
    <form onSubmit={handleFormSubmit} noValidate className="space-y-4" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First Name"
          labelHint="(optional)"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          labelHint="(optional)"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register("username")}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Creating account...
          </>
        ) : (
          "Create Account"
        )}
      </Button>
    </form>
  );
}
