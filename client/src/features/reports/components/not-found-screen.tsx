import type { ReactNode } from "react";
import { Link } from "wouter";
import { FileQuestion } from "lucide-react";
import { PageMeta } from "@/components/page-meta";
import { Button } from "@/components/ui/button";

/** A full-page state for a detail, report or verification that cannot be shown. */
export function NotFoundScreen({
  title,
  message,
  action,
  icon = <FileQuestion className="size-8" aria-hidden="true" />,
  children,
}: {
  title: string;
  message: string;
  action: { href: string; label: string };
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center"
      aria-labelledby="state-heading"
    >
      <PageMeta title={`${title} | Antique Art Appraisers`} description={message} noIndex />
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-primary">{icon}</span>
      <h1 id="state-heading" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="text-muted-foreground">{message}</p>
      {children}
      <Button asChild>
        <Link href={action.href}>{action.label}</Link>
      </Button>
    </section>
  );
}
