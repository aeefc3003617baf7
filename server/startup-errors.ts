import { ConfigError } from "./config";
import { describeDatabaseUrl, isDatabaseUnavailable } from "./db/database-errors";

/**
 * What a person starting the server or a command needs to read when it cannot start: a wrong
 * setting or an unreachable database as one message naming the setting (no stack); anything
 * else with its stack, since that is a bug.
 */
export function describeStartupError(error: unknown, env: NodeJS.ProcessEnv = process.env): { message: string; expected: boolean } {
  // Settings checks that throw a plain Error with the same heading count as configuration errors.
  if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith("Invalid configuration:")))
    return { message: error.message, expected: true };
  if (env.DATABASE_URL && isDatabaseUnavailable(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return { message: `Cannot reach the database at ${describeDatabaseUrl(env.DATABASE_URL)} (DATABASE_URL): ${reason}`, expected: true };
  }
  const code = (error as { code?: string })?.code;
  if (code === "EADDRINUSE" || code === "EACCES") {
    return {
      message: `Cannot listen on ${env.HOST ?? "0.0.0.0"}:${env.PORT ?? 5000} (PORT, HOST): ${code === "EADDRINUSE" ? "the port is already in use" : "permission denied"}`,
      expected: true,
    };
  }
  if (env.DATABASE_URL && (code === "28P01" || code === "28000" || code === "3D000")) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      message: `The database at ${describeDatabaseUrl(env.DATABASE_URL)} (DATABASE_URL) refused the connection: ${reason}`,
      expected: true,
    };
  }
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error), expected: false };
}

/** For the server and the npm commands: a start-up failure ends the process with one clean message. */
export function exitCleanlyOnStartupErrors(): void {
  const handle = (error: unknown) => {
    const { message } = describeStartupError(error);
    console.error(message);
    process.exit(1);
  };
  process.on("uncaughtException", handle);
  process.on("unhandledRejection", handle);
}
