import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RegisterForm } from "./register-form";
import { SignInForm } from "./sign-in-form";

/** Sign In and Create Account tabs, with the (disabled) Google option below both. */
export function AuthCard({ appName, onSuccess }: { appName: string; onSuccess: () => void }) {
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
            <SignInForm onSuccess={onSuccess} />
          </TabsContent>
          <TabsContent value="register" className="pt-4">
            <RegisterForm onSuccess={onSuccess} />
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
