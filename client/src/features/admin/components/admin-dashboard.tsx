import { BarChart3, ClipboardList } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AnalyticsTab } from "./analytics-tab";
import { AppraisalsTab } from "./appraisals-tab";

/** /admin (secondary spec section 2): the Appraisals and Analytics tabs. Render for admins only. */
export function AdminDashboard() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
        <p className="text-muted-foreground">Review, complete and send appraisals, and follow the figures.</p>
      </header>
      <Tabs defaultValue="appraisals" className="space-y-4">
        <TabsList>
          <TabsTrigger value="appraisals" className="gap-2">
            <ClipboardList className="size-4" aria-hidden="true" />
            Appraisals
          </TabsTrigger>
          <TabsTrigger value="analytics" className="gap-2">
            <BarChart3 className="size-4" aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted so the search, filters and page survive a look at the analytics. */}
        <TabsContent value="appraisals" forceMount className="data-[state=inactive]:hidden">
          <AppraisalsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
