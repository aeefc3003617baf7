import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth/use-auth";

/** The landing page's main action: the wizard when signed in, else the login endpoint (decision 5). */
export function useStartAppraisal(): { isAuthenticated: boolean; startAppraisal: () => void } {
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  function startAppraisal() {
    if (isAuthenticated) navigate("/new-appraisal");
    // A full browser navigation: the server answers /api/login with a redirect to /auth.
    else window.location.href = "/api/login";
  }
  return { isAuthenticated, startAppraisal };
}
