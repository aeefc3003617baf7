import os from "node:os";
import path from "node:path";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { getTestDatabase } from "../test/test-db";

// A stand-in for the Vite build: the plugin only needs index.html with its marker and assets.
function writeFakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><!--app-head--></head><body><div id=root></div></body></html>");
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(path.join(dir, "assets", "index-abc123.js.br"), "brotli bytes");
  writeFileSync(path.join(dir, "route-preloads.json"), JSON.stringify({ "/credits": ["/assets/credits-def456.js"] }));
  writeFileSync(path.join(dir, "assets", "tfjs-backend-wasm-simd-abc123.wasm"), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
  return dir;
}

let app: FastifyInstance;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-test-"));
  const config = loadConfig(
    {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      APP_NAME: "Appraisers </script><script>alert(1)</script>",
      PUBLIC_URL: "https://art.example",
      // An https site without Stripe must say it takes test payments on purpose (decision 32).
      PAYMENT_PROVIDER: "test",
    },
    { dataDir, clientDistDir: writeFakeBuild() },
  );
  app = await buildApp({ config, database: await getTestDatabase(), client: "production", logger: false });
});
afterAll(() => app.close());

describe("serving the single-page app", () => {
  it("answers a known page with 200, its metadata, a canonical URL and no caching of index.html", async () => {
    const response = await app.inject({ method: "GET", url: "/auth?next=1" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>Sign In or Create an Account | Antique Art Appraisers</title>");
    expect(response.body).toContain('<link rel="canonical" href="https://art.example/auth">');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("answers an unknown page with the app and HTTP 404, marked noindex", async () => {
    const response = await app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("404 Page Not Found");
    expect(response.body).toContain('content="noindex"');
  });

  it("embeds the public configuration without letting it break out of its script tag", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.body).toContain('<script id="app-config" type="application/json">');
    expect(response.body).not.toContain("</script><script>alert(1)");
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(response.body)![1]!;
    expect(JSON.parse(json).appName).toBe("Appraisers </script><script>alert(1)</script>");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's precompressed copy of an asset to a browser that accepts it", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body).toBe("brotli bytes");
  });

  it("preloads a page's own chunks in its HTML, and only that page's", async () => {
    const credits = await app.inject({ method: "GET", url: "/credits?success=true" });
    expect(credits.body).toContain('<link rel="modulepreload" crossorigin href="/assets/credits-def456.js">');
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.body).not.toContain("credits-def456");
  });

  it("redirects the long legal paths and /market-trends permanently (decisions 2 and 3)", async () => {
    for (const [from, to] of [
      ["/terms-of-service", "/terms"],
      ["/privacy-policy", "/privacy"],
      ["/market-trends", "/art-trend-map"],
    ]) {
      const response = await app.inject({ method: "GET", url: from });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it("sends a content security policy that allows scripts from the site only, and WebAssembly", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    // 'wasm-unsafe-eval' compiles WebAssembly only; 'unsafe-eval' (eval, new Function) stays out.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("serves the tfjs WebAssembly files as application/wasm, which streaming compilation needs", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/tfjs-backend-wasm-simd-abc123.wasm" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/wasm");
    expect(String(response.headers["content-security-policy"])).toContain("'wasm-unsafe-eval'");
  });

  it("still answers unknown API paths with JSON", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
