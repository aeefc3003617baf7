import { z } from "zod";

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  createdAt: z.string(),
});
export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });
export const AdminUserListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
