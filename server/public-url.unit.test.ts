import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, publicUrlFor, publicUrlMismatch } from "./config";

describe("PUBLIC_URL", () => {
  it("unset, follows the port the server listens on", () => {
    expect(loadConfig({ PORT: "5201" }, { dataDir: os.tmpdir() }).PUBLIC_URL).toBe("http://localhost:5201");
    expect(loadConfig({}, { dataDir: os.tmpdir() }).PUBLIC_URL).toBe("http://localhost:5000");
    expect(loadConfig({}, { dataDir: os.tmpdir(), PORT: 6001 }).PUBLIC_URL).toBe(publicUrlFor(6001));
    expect(
      loadConfig({ PORT: "5201", PUBLIC_URL: "https://art.example", PAYMENT_PROVIDER: "test" }, { dataDir: os.tmpdir() }).PUBLIC_URL,
    ).toBe("https://art.example");
  });

  it("set to another local port, is called out; a public host or a local proxy on the default port is not", () => {
    expect(publicUrlMismatch({ PUBLIC_URL: "http://localhost:5000", PORT: 5201 })).toMatch(
      /^PUBLIC_URL is http:\/\/localhost:5000 but this server listens on port 5201/,
    );
    expect(publicUrlMismatch({ PUBLIC_URL: "http://127.0.0.1:5000/", PORT: 5201 })).toMatch(/port 5201/);
    expect(publicUrlMismatch({ PUBLIC_URL: "http://localhost:5201", PORT: 5201 })).toBeNull();
    expect(publicUrlMismatch({ PUBLIC_URL: "http://localhost", PORT: 5201 })).toBeNull();
    expect(publicUrlMismatch({ PUBLIC_URL: "https://art.example:8443", PORT: 5201 })).toBeNull();
  });
});

// The real server process, as `PORT=... npm start` runs it (the source through tsx, a stand-in
// client build): what it says at start-up. The links it writes: public-url.test.ts.
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function startServer(env: Record<string, string>): Promise<{ port: number; output: () => string }> {
  const port = await freePort();
  const root = mkdtempSync(path.join(os.tmpdir(), "public-url-"));
  const dist = path.join(root, "client");
  mkdirSync(dist);
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><!--app-head--></head><body><div id=root></div></body></html>");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(root, "data"),
      CLIENT_DIST_DIR: dist,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => {
    child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { port, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("a server started on another port than PUBLIC_URL's", () => {
  it("with PUBLIC_URL on another local port, says so once at start-up", { timeout: 90_000 }, async () => {
    const { port, output } = await startServer({ PUBLIC_URL: "http://localhost:5000" });
    const warnings = () =>
      output()
        .split("\n")
        .filter((line) => line.includes("PUBLIC_URL is http://localhost:5000"));
    // Logged right after listening, so it may reach the pipe just after the first answer.
    await expect.poll(() => warnings().length, { timeout: 10_000 }).toBe(1);
    const [warning] = warnings();
    expect(warning).toContain(`listens on port ${port}`);
    expect(warning).toContain('"level":40');
  });
});
