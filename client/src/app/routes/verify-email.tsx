import { useSearch } from "wouter";
import { useAuth } from "@/lib/auth/use-auth";
import { AccountPageCard } from "@/features/auth/components/account-page-card";
import { VerifyEmailStatus } from "@/features/auth/components/verify-email-status";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";

/** /verify-email?token=...: the page the verification e-mail's link opens (decision 31). */
export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <>
      <PageMeta />
      <AccountPageCard title="Verify your email" description="Confirming the address of your account.">
        {isLoading ? <PageSpinner label="Checking your session" /> : <VerifyEmailStatus token={token} isSignedIn={isAuthenticated} />}
      </AccountPageCard>
    </>
  );
}
