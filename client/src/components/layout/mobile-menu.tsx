import { Link, useLocation } from "wouter";
import { LogIn, LogOut } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { AnchorLink } from "./anchor-link";
import { ACCOUNT_LINKS, MOBILE_ANCHOR_LINKS, PRIMARY_NAV_LINKS } from "./nav-links";

interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  isAuthenticated: boolean;
  isLoading: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

const itemClass =
  "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The panel the header's menu button opens below md; every link closes it. */
export function MobileMenu({ id, isOpen, isAuthenticated, isLoading, onClose, onSignOut }: MobileMenuProps) {
  const [location] = useLocation();
  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!isOpen}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background md:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
        {PRIMARY_NAV_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className={cn(itemClass, location === href && "text-primary")}
              aria-current={location === href ? "page" : undefined}
              onClick={onClose}
            >
              {label}
            </Link>
          </li>
        ))}
        {MOBILE_ANCHOR_LINKS.map(({ anchor, label }) => (
          <li key={anchor}>
            <AnchorLink anchor={anchor} className={itemClass} onNavigate={onClose}>
              {label}
            </AnchorLink>
          </li>
        ))}
        <li role="separator" aria-hidden="true" className="my-2 h-px bg-border" />
        {isLoading ? (
          <li>
            <Skeleton className="h-11 w-full" />
            <span className="sr-only">Loading your account</span>
          </li>
        ) : isAuthenticated ? (
          <>
            {ACCOUNT_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className={cn(itemClass, location === href && "text-primary")}
                  aria-current={location === href ? "page" : undefined}
                  onClick={onClose}
                >
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <LogOut className="size-4" aria-hidden="true" />
                Sign Out
              </button>
            </li>
          </>
        ) : (
          <li>
            <Link href="/auth" className={cn(itemClass, "text-primary")} onClick={onClose}>
              <LogIn className="size-4" aria-hidden="true" />
              Sign In / Register
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
