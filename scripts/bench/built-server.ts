/**
 * The compiled client served by the current server source on a throwaway embedded database, for
 * the browser benches (landing page Lighthouse, browser photo analysis): started, then ready.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** Starts the server on 127.0.0.1:`port` serving the client built in `dist`, its data under `work`, and waits for /api/health. */
export async function startBuiltServer({ port, work, dist }: { port: number; work: string; dist: string }): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      CLIENT_DIST_DIR: dist,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error("The server did not answer /api/health");
}
