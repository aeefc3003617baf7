import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { appSettings } from "./schema/shared-state";

const KEY = "session_secret";

/**
 * The session secret every server shares when none is configured (decision 33): the first
 * server to start writes a random one, every later one reads that row. Concurrent first starts
 * are settled by the primary key (ON CONFLICT DO NOTHING), so all end up with the same value.
 */
export async function getSharedSessionSecret(db: Database): Promise<string> {
  const candidate = randomBytes(48).toString("base64url");
  await db.execute(sql`insert into ${appSettings} (key, value) values (${KEY}, ${candidate}) on conflict (key) do nothing`);
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return row!.value;
}
