import { Redirect, useLocation } from "wouter";
import { useAuth } from "@/lib/auth/use-auth";
import { AuthCard } from "@/features/auth/components/auth-card";
import { AuthMarketingPanel } from "@/features/auth/components/auth-marketing-panel";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { getSiteConfig } from "@/lib/site-config";

/** /auth: sign in or create an account; a signed-in visitor goes straight to /. */
export default function AuthPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const { appName } = getSiteConfig();

  if (isAuthenticated) return <Redirect to="/" replace />;

  return (
    <>
      <PageMeta />
      {isLoading ? (
        // Screen-tall, like the route fallback: the footer stays below the fold until the form arrives.
        <div className="min-h-dvh">
          <PageSpinner label="Checking your session" />
        </div>
      ) : (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-stretch lg:px-8">
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <AuthCard appName={appName} onSuccess={() => navigate("/", { replace: true })} />
          </div>
          <AuthMarketingPanel appName={appName} />
        </div>
      )}
    </>
  );
}
