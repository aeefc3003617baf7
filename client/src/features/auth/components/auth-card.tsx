import { startTransition, Suspense, useEffect, useState } from "react";
import { afterNextPaint } from "@/lib/after-paint";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

// The forms bring react-hook-form, zod and its resolver (about 40 KB gzipped): they load once the
// card has painted, so the heading (the page's largest paint) neither waits for them nor shares
// the connection with them (decision 0015).
const SignInForm = lazyWithPreload(() => import("./sign-in-form").then((module) => ({ default: module.SignInForm })));
const RegisterForm = lazyWithPreload(() => import("./register-form").then((module) => ({ default: module.RegisterForm })));

/** Holds the sign-in form's height (236 px: two fields, the reset link, the button) so nothing below it moves when it arrives. */
function FormFallback() {
  return (
    <div className="h-[236px] space-y-4" role="status" aria-busy="true" aria-label="Loading the form">
      {[0, 1].map((field) => (
        <div key={field} className="space-y-2">
          <Skeleton className="h-3.5 w-20" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="ml-auto h-5 w-40" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** Sign In and Create Account tabs, with the (disabled) Google option below both. */
export function AuthCard({ appName, onSuccess }: { appName: string; onSuccess: () => void }) {
  // The sign-in form replaces its skeleton once loaded (not through Suspense, whose fallback
  // throttle would hold it back 300 ms); the register form is loaded before anyone switches tabs.
  const [isSignInReady, setIsSignInReady] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        // A transition: the form renders in slices, not one task that blocks input.
        const show = () => startTransition(() => setIsSignInReady(true));
        void SignInForm.preload().then(show, show);
        void RegisterForm.preload().catch(() => undefined);
      }),
    [],
  );
  return (
    <Card className="w-full">
      <CardHeader className="space-y-2 pb-4">
        <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">Welcome to {appName}</h1>
        <CardDescription>Sign in to your account or create a new one to get your artwork appraised.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Tabs defaultValue="sign-in">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-4">
            <Suspense fallback={<FormFallback />}>{isSignInReady ? <SignInForm onSuccess={onSuccess} /> : <FormFallback />}</Suspense>
          </TabsContent>
          <TabsContent value="register" className="pt-4">
            <Suspense fallback={<FormFallback />}>
              <RegisterForm onSuccess={onSuccess} />
            </Suspense>
          </TabsContent>
        </Tabs>
        <div className="flex items-center gap-3" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          <span className="text-xs uppercase tracking-wider text-muted-foreground">or</span>
          <span className="h-px flex-1 bg-border" />
        </div>
        {/* Decision 9: Google sign-in stays disabled and says so. */}
        <Button type="button" variant="outline" className="w-full" disabled>
          Continue with Google
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Coming Soon</span>
        </Button>
      </CardContent>
    </Card>
  );
}
