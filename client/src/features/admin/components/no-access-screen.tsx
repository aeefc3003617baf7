import { Link } from "wouter";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** What a signed-in non-admin sees on the admin pages (decision 7); nothing admin is fetched. */
export function NoAccessScreen() {
  return (
    <div className="mx-auto flex max-w-xl px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-destructive/15 text-red-300">
            <ShieldAlert className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold sm:text-3xl">Access Denied</h1>
          <p className="max-w-sm text-muted-foreground">
            The admin dashboard is for administrators only. Your account does not have access to this page.
          </p>
          <Button asChild>
            <Link href="/dashboard">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
