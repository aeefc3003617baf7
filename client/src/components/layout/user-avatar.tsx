import type { User } from "@contracts/auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** Display name: first and last name when known, else the username, else the e-mail. */
export function getUserDisplayName(user: Pick<User, "firstName" | "lastName" | "username" | "email">): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return fullName || user.username || user.email;
}

/** Up to two initials from a name or e-mail ("Ada Lovelace" -> "AL", "ada@x.org" -> "A"). */
export function getInitials(name: string): string {
  const words = name
    .split("@")[0]!
    .split(/[\s._-]+/)
    .filter(Boolean);
  const initials = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0]?.[0] ?? "?");
  return initials.toUpperCase();
}

/** A stable hue (0-359) from a string, so a user always gets the same colour (FNV-1a hash). */
export function getAvatarHue(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

/** The user's picture, or generated initials on a colour derived from their name (no network). */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const name = getUserDisplayName(user);
  const hue = getAvatarHue(user.email.toLowerCase() || name);
  return (
    <Avatar className={cn("h-9 w-9", className)}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      {/* Light tint with dark text keeps the initials readable on every hue. */}
      <AvatarFallback className="text-sm font-semibold" style={{ backgroundColor: `hsl(${hue} 55% 72%)`, color: "hsl(30 30% 12%)" }}>
        <span aria-hidden="true">{getInitials(name)}</span>
      </AvatarFallback>
    </Avatar>
  );
}
