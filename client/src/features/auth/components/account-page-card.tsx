import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The single-card layout of the account pages (verify, forgot, reset), in the sign-in card's style. */
export function AccountPageCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="w-full">
        <CardHeader className="space-y-2 pb-4">
          <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </div>
  );
}
