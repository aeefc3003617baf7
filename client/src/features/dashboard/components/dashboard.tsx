import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth/use-auth";
import { AdminPanelTab } from "./admin-panel-tab";
import { OverviewTab } from "./overview-tab";
import { PortfolioTab } from "./portfolio-tab";

/** "Welcome back, {firstName}", else the e-mail, else "there" (core spec section 2). */
export function getGreetingName(user: { firstName?: string | null; email?: string | null } | null): string {
  return user?.firstName?.trim() || user?.email?.trim() || "there";
}

/** The signed-in overview: greeting and the Overview, Portfolio Value and (admins) Admin Panel tabs. */
export function Dashboard({ creditBalance }: { creditBalance: ReactNode }) {
  const { user, isLoading, isAdmin } = useAuth();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState("overview");

  useEffect(() => {
    if (!isLoading && !user) navigate("/auth", { replace: true });
  }, [isLoading, user, navigate]);

  // Without a user nothing but the spinner shows (spec section 2) while the redirect happens.
  if (isLoading || !user) return <PageSpinner label="Loading your dashboard" />;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="space-y-2">
        <h1 className="break-words text-3xl font-bold sm:text-4xl">Welcome back, {getGreetingName(user)}</h1>
        <p className="text-muted-foreground">Your appraisals, credits and collection at a glance.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="space-y-6">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="portfolio">Portfolio Value</TabsTrigger>
          {isAdmin && <TabsTrigger value="admin">Admin Panel</TabsTrigger>}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab creditBalance={creditBalance} />
        </TabsContent>
        <TabsContent value="portfolio">
          <PortfolioTab />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="admin">
            <AdminPanelTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
