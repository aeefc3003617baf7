import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { getSiteConfig } from "@/lib/site-config";

/** A button that opens a mail to the support address (decision 22). */
export function ContactButton({ children, ...props }: Omit<ComponentProps<typeof Button>, "asChild">) {
  return (
    <Button asChild {...props}>
      <a href={`mailto:${getSiteConfig().supportEmail}`}>{children}</a>
    </Button>
  );
}
