import { LogIn } from "lucide-react";
import { SignInRequired } from "@/components/sign-in-required";

/** What a signed-out visitor sees instead of the wizard (core spec section 2). */
export function LoginRequiredCard() {
  return (
    <SignInRequired
      icon={<LogIn aria-hidden="true" />}
      title="Login Required"
      description="Please sign in to submit artwork for appraisal."
      note="Your appraisals, credits and reports are kept in your account."
    />
  );
}
