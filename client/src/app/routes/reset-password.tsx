import { Link, useSearch } from "wouter";
import { AccountPageCard } from "@/features/auth/components/account-page-card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/page-meta";

/** /reset-password?token=...: the page the reset e-mail's link opens. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <>
      <PageMeta />
      <AccountPageCard
        title="Choose a new password"
        description="Your new password must be at least 8 characters. Every device signed in to your account will be signed out."
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="space-y-4">
            <p role="alert" className="text-sm font-medium text-[oklch(0.75_0.15_27)]">
              This link has no reset code. Please open the link from the email exactly as it was sent, or ask for a new one.
            </p>
            <Button asChild variant="outline" className="w-full">
              <Link href="/forgot-password">Ask for a new link</Link>
            </Button>
          </div>
        )}
      </AccountPageCard>
    </>
  );
}
