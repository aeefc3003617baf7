import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth/use-auth";

/** For pages only a signed-in user can see: sends a visitor to /auth; true once a user is known. */
export function useRequireUser(): boolean {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate("/auth", { replace: true });
  }, [isLoading, user, navigate]);
  return !isLoading && !!user;
}
