import { useLocation } from "wouter";
import { Upload } from "lucide-react";
import { useAuth } from "@/features/auth/use-auth";
import { Button } from "@/components/ui/button";

/** Bottom-right shortcut to the wizard; visitors go through the login endpoint first. */
export function FloatingSubmitButton() {
  const [location, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  if (location === "/new-appraisal") return null;

  function handleClick() {
    if (isAuthenticated) navigate("/new-appraisal");
    // A full navigation: the server answers /api/login with a redirect to /auth (decision 5).
    else window.location.href = "/api/login";
  }

  return (
    <Button
      size="lg"
      onClick={handleClick}
      className="no-print fixed bottom-4 right-4 z-30 h-12 rounded-full px-5 shadow-lg shadow-black/40 sm:bottom-6 sm:right-6"
    >
      <Upload aria-hidden="true" />
      Submit Artwork
    </Button>
  );
}
