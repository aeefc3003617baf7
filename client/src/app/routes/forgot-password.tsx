import { AccountPageCard } from "@/features/auth/components/account-page-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { PageMeta } from "@/components/page-meta";

/** /forgot-password: "Forgot your password" asks for the address and e-mails a reset link (decision 31). */
export default function ForgotPasswordPage() {
  return (
    <>
      <PageMeta />
      <AccountPageCard
        title="Forgot your password?"
        description="Enter the email address of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm />
      </AccountPageCard>
    </>
  );
}
