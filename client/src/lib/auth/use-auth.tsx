import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { User } from "@contracts/auth";
import { useUserQuery } from "./get-user";
import { useLogoutMutation } from "./logout";

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isAdmin: boolean;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Auth state for the whole app: the user lookup never retries or refetches on focus. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useUserQuery();
  const logoutMutation = useLogoutMutation();
  const user = data ?? null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: !!user,
      isLoading,
      isAdmin: user?.role === "admin",
      logout: async () => {
        await logoutMutation.mutateAsync();
      },
    }),
    [user, isLoading, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
