import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Frame, LogIn, Menu, X } from "lucide-react";
import { useAuth } from "@/lib/auth/use-auth";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { getSiteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { MobileMenu } from "./mobile-menu";
import { PRIMARY_NAV_LINKS } from "./nav-links";

// The avatar menu pulls in Radix's menu and positioning code; visitors never need it, so it
// stays out of the landing page's first-load bundle.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The persistent top bar: brand, page links, and the account area for the auth state. The app
 * layer passes feature pieces in (the tour's help button) so components/ imports no feature.
 */
export function Header({ helpSlot }: { helpSlot?: ReactNode }) {
  const { user, isAuthenticated, isLoading, logout } = useAuth();
  const [location] = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { appName } = getSiteConfig();

  const closeMenu = useCallback(() => setIsMenuOpen(false), []);

  // Escape closes the mobile menu and returns focus to the button that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [isMenuOpen]);

  function handleSignOut() {
    // The logout mutation shows its own toast on failure; nothing more to do here.
    logout().catch(() => undefined);
  }

  return (
    <header className="no-print sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          data-tour="brand"
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={closeMenu}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary">
            <Frame className="size-5" aria-hidden="true" />
          </span>
          {/* Two short lines on a phone rather than a name cut to "Antique Art Apprai..." */}
          <span className="line-clamp-2 font-serif text-sm font-semibold leading-tight tracking-tight sm:line-clamp-1 sm:text-lg">
            {appName}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PRIMARY_NAV_LINKS.map(({ href, label }) => (
            <Link
              key={href}
              href={href}
              data-tour={href === "/new-appraisal" ? "submit-artwork" : href.slice(1)}
              aria-current={location === href ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                location === href && "text-primary hover:text-primary",
              )}
            >
              {label}
            </Link>
          ))}
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {helpSlot}
          <div className="hidden items-center gap-2 md:flex">
            {isLoading ? (
              <div className="flex items-center gap-2" role="status">
                <Skeleton className="h-9 w-24" />
                <Skeleton className="size-9 rounded-full" />
                <span className="sr-only">Loading your account</span>
              </div>
            ) : isAuthenticated && user ? (
              <>
                <Button asChild variant="outline" size="sm">
                  <Link href="/dashboard" data-tour="dashboard">
                    Dashboard
                  </Link>
                </Button>
                <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
                  <UserMenu user={user} onSignOut={handleSignOut} />
                </Suspense>
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="icon" aria-label="Sign in">
                  <Link href="/auth">
                    <LogIn aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="sm">
                  <Link href="/auth">Get Started</Link>
                </Button>
              </>
            )}
          </div>
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        isOpen={isMenuOpen}
        isAuthenticated={isAuthenticated}
        isLoading={isLoading}
        onClose={closeMenu}
        onSignOut={handleSignOut}
      />
    </header>
  );
}
