import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { RegisterSchema } from "@contracts/auth";
import { toast } from "@/components/ui/use-toast";
import { useRegisterMutation } from "../api/register";
import { applyServerFieldError } from "./apply-server-field-error";
import { EmailField, PasswordField, TextField } from "@/components/text-field";
import { SubmitButton } from "@/components/submit-button";
import { bindFields } from "@/components/bind-fields";

type RegisterFormValues = z.input<typeof RegisterSchema>;

const SERVER_FIELDS = ["email", "username", "password", "confirmPassword", "firstName", "lastName"] as const;
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The Create Account form; a password mismatch is caught here and nothing is sent. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerAccount = useRegisterMutation();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof RegisterSchema>>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "" },
  });
  const { handleSubmit, setError, getValues } = form;
  const field = bindFields(form);

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
        <TextField id="register-first-name" label="First Name" labelHint="(optional)" autoComplete="given-name" {...field("firstName")} />
        <TextField id="register-last-name" label="Last Name" labelHint="(optional)" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <EmailField id="register-email" {...field("email")} />
      <PasswordField id="register-password" label="Password" autoComplete="new-password" {...field("password")} />
      <PasswordField id="register-confirm-password" label="Confirm Password" autoComplete="new-password" {...field("confirmPassword")} />
      <SubmitButton isPending={registerAccount.isPending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
