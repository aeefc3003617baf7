import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import type { AppConfig } from "../config";
import { forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_ORIGIN_REFUSED = "Cross-site requests are not allowed.";

/** Security headers and the same-origin rule for every request that changes state. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const extra = externalSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: config.isProduction
      ? {
          directives: {
            defaultSrc: ["'self'"],
            // 'wasm-unsafe-eval' lets the page compile WebAssembly (tfjs's backend for the photo
            // analysis, issue 30) and nothing else: eval() and inline scripts stay blocked.
            scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...extra.scriptSrc],
            // The photo analysis runs in a module worker loaded from the site itself.
            workerSrc: ["'self'"],
            frameSrc: ["'self'", ...extra.frameSrc],
            connectSrc: ["'self'", ...extra.connectSrc],
            // Radix positions popovers with inline style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            mediaSrc: ["'self'", "blob:"],
            fontSrc: ["'self'", "data:"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false, // Vite's dev server injects inline scripts and a websocket.
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL.startsWith("https://") ? undefined : false,
  });

  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossOrigin) return;
    if (!isSameOrigin(request, publicOrigin)) throw forbidden(CROSS_ORIGIN_REFUSED);
  });
});

// Outside origins the page may load from; payment providers add theirs here.
function externalSources(config: AppConfig): { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] } {
  const sources = { scriptSrc: [] as string[], frameSrc: [] as string[], connectSrc: [] as string[] };
  // Stripe.js and its card fields, only when Stripe is the payment provider (decision 12).
  if (config.STRIPE_PUBLISHABLE_KEY) {
    sources.scriptSrc.push("https://js.stripe.com");
    sources.frameSrc.push("https://js.stripe.com", "https://hooks.stripe.com");
    sources.connectSrc.push("https://api.stripe.com");
  }
  return sources;
}

// Browsers send Sec-Fetch-Site and Origin on every cross-site POST, so a request that carries
// neither comes from a non-browser client, which cannot ride on a visitor's cookies.
function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
