import { Link } from "wouter";
import { Palette } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

/** What a signed-out visitor sees at /art-style-analyzer (secondary spec section 2). */
export function AnalyzerLoginPanel() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Palette className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Art Style Analyzer</h1>
          <CardDescription>Sign in to analyze the style of your artwork. The analyzer is free with an account.</CardDescription>
        </CardHeader>
        <CardContent className="text-center text-sm text-muted-foreground">
          Your recent analyses are kept in your account so you can return to them.
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild className="w-full sm:w-auto">
            <Link href="/auth">Sign In / Create Account</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
