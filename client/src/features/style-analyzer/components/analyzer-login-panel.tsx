import { Palette } from "lucide-react";
import { SignInRequired } from "@/components/sign-in-required";

/** What a signed-out visitor sees at /art-style-analyzer (secondary spec section 2). */
export function AnalyzerLoginPanel() {
  return (
    <SignInRequired
      icon={<Palette aria-hidden="true" />}
      title="Art Style Analyzer"
      description="Sign in to analyze the style of your artwork. The analyzer is free with an account."
      note="Your recent analyses are kept in your account so you can return to them."
      signInLabel="Sign In / Create Account"
    />
  );
}
