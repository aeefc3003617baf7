import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

interface SignInRequiredProps {
  /** The page's icon, decorative. */
  icon: ReactNode;
  title: string;
  description: string;
  /** Why an account helps, under the description. */
  note: string;
  signInLabel?: string;
}

/** What a signed-out visitor sees instead of a page that needs an account: sign in, or go home. */
export function SignInRequired({ icon, title, description, note, signInLabel = "Sign In" }: SignInRequiredProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary [&>svg]:size-6">
            {icon}
          </span>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="text-center text-sm text-muted-foreground">{note}</CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild className="w-full sm:w-auto">
            <Link href="/auth">{signInLabel}</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
