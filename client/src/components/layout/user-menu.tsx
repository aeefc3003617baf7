import { Link } from "wouter";
import { CreditCard, History, LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import type { User } from "@contracts/auth";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ACCOUNT_LINKS } from "./nav-links";
import { getUserDisplayName, UserAvatar } from "./user-avatar";

export const ACCOUNT_LINK_ICONS = { "/dashboard": LayoutDashboard, "/history": History, "/credits": CreditCard } as const;

/** The signed-in user's avatar menu: Dashboard, Appraisal History, Credits (Admin for admins), Sign Out. */
export function UserMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const name = getUserDisplayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={`Account menu for ${name}`}
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ href, label }) => {
          const Icon = ACCOUNT_LINK_ICONS[href];
          return (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {user.role === "admin" && (
          // The admin desk; the server checks the role on every /api/admin call (decision 7).
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
