import "fastify";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { UserRow } from "./db/schema";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** The route's error bodies also carry {error}, the field the spec reads (registration). */
    errorField?: boolean;
    /** The route may be called from other origins (webhooks prove themselves by signature). */
    allowCrossOrigin?: boolean;
  }
}
