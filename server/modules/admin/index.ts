import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../plugins/auth";
import { adminAppraisalRoutes } from "./admin-appraisals.routes";

/** Every /api/admin route lives in this scope, so none can skip the admin check. */
export async function adminModule(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);
  await app.register(adminAppraisalRoutes);
}
