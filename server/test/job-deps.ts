/**
 * What a job handler is given, for the job runner's own tests: the real test database and
 * configuration, a silent log, an outbox that keeps nothing, a store that holds nothing and the
 * fake AI provider. The handlers these tests define touch only the database.
 */
import pino from "pino";
import type { DatabaseHandle } from "../db/client";
import { loadConfig } from "../config";
import type { JobDeps } from "../jobs/job-definition";
import { createFakeAiProvider } from "./fake-ai-provider";

export function makeRunnerTestDeps(db: DatabaseHandle["db"]): JobDeps {
  return {
    db,
    config: loadConfig({ NODE_ENV: "test" }, { dataDir: "/tmp/jobs-test", sessionSecret: "x".repeat(40) }),
    log: pino({ level: "silent" }),
    email: { kind: "outbox", send: async () => ({ messageId: "m" }) },
    storage: {
      driver: "local",
      put: async () => {},
      get: async () => null,
      delete: async () => {},
      deletePrefix: async () => {},
      listFolders: async () => [],
      check: async () => {},
    },
    ai: createFakeAiProvider(),
  };
}
