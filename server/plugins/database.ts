import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { keepPlannerStatistics } from "../db/planner-statistics";
import { getSharedSessionSecret } from "../db/shared-session-secret";

export interface DatabasePluginOptions {
  config: AppConfig;
  /** An open database (tests pass one, and close it themselves); otherwise one is opened and migrated. */
  database?: DatabaseHandle;
}

/** Decorates `config`, `database` and `db`: the configuration, completed by the database's session secret. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const ownsDatabase = !database;
    const handle =
      database ??
      (await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.dataDir,
        postgres: {
          max: config.DATABASE_POOL_MAX,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          onError: (err) => app.log.warn({ err }, "database connection lost; the pool reconnects on the next query"),
        },
      }));
    if (ownsDatabase) {
      await runMigrations(handle);
      const stopStatistics = await keepPlannerStatistics(handle, (err) => app.log.warn({ err }, "analyze failed"));
      app.addHook("onClose", async () => stopStatistics());
    }
    // Several servers on one database share the generated session secret (decision 33).
    const completed = config.sessionSecret ? config : { ...config, sessionSecret: await getSharedSessionSecret(handle.db) };
    app.decorate("config", completed);
    app.decorate("database", handle);
    app.decorate("db", handle.db);
    app.addHook("onClose", async () => {
      if (ownsDatabase) await handle.close();
    });
  },
  { name: "database" },
);
