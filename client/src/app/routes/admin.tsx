import { PageMeta } from "@/components/page-meta";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { RequireAdmin } from "../require-admin";

/** /admin: the admin dashboard, for the admin role only (decision 7). */
export default function AdminPage() {
  return (
    <>
      <PageMeta />
      <RequireAdmin>
        <AdminDashboard />
      </RequireAdmin>
    </>
  );
}
