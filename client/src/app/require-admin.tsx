import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { NoAccessScreen } from "@/features/admin/components/no-access-screen";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * The admin pages' gate (decision 7): visitors go to /auth, signed-in non-admins see the
 * no-access screen, and the children (which fetch admin data) render for admins only.
 * The server answers 401/403 to the same people whatever the client does.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!isAuthenticated) return <Redirect to="/auth" replace />;
  if (!isAdmin) return <NoAccessScreen />;
  return <>{children}</>;
}
