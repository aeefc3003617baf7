import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { count, desc } from "drizzle-orm";
import { AdminUserListQuerySchema, AdminUserListSchema } from "../../../contracts/admin";
import { users } from "../../db/schema";
import { presentUser } from "../users/user.presenter";

/** GET /api/admin/users: the accounts, newest first, for the admin desk. */
export async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/users",
    { schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = await app.db.select().from(users).orderBy(desc(users.createdAt)).limit(limit).offset(offset);
      const [total] = await app.db.select({ value: count() }).from(users);
      return { users: rows.map(presentUser), total: total?.value ?? 0 };
    },
  );
}
