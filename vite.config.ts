import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const alias = {
  "@": path.resolve("client/src"),
  "@contracts": path.resolve("contracts"),
  "@engine": path.resolve("engine"),
};

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes x.gz and x.br beside every compressible hashed asset, at the highest levels, once at
 * build time: the server sends them as they are (@fastify/static's preCompressed) instead of
 * compressing each request at a low level (issue 15). Only files it makes smaller get a copy.
 */
function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, "assets");
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(bytes, { level: 9 }),
            brotliAsync(bytes, {
              params: {
                // The best level costs seconds on the multi-megabyte model files and wins little there.
                [zlib.BROTLI_PARAM_QUALITY]: bytes.length > 512 * 1024 ? 6 : 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          ]);
          if (gz.length < bytes.length * 0.9) await writeFile(`${file}.gz`, gz);
          if (br.length < bytes.length * 0.9) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}

/**
 * Writes route-preloads.json: for each lazily loaded page under client/src/app/routes (by file
 * name, /credits for credits.tsx), the chunks it needs beyond what index.html already loads. The
 * server puts them in that page's HTML as modulepreload links, so a page's code downloads beside
 * the entry instead of after it has run (one round trip less before /credits or /auth paints).
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const routesDir = path.resolve("client/src/app/routes") + path.sep;
      const collect = (fileName: string, into: Set<string>) => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== "chunk") return into;
        into.add(fileName);
        for (const imported of chunk.imports) collect(imported, into);
        return into;
      };
      const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
      const initial = entry ? collect(entry.fileName, new Set()) : new Set<string>();
      const preloads: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(routesDir)) continue;
        const files = [...collect(chunk.fileName, new Set())].filter((file) => !initial.has(file));
        preloads[`/${path.basename(chunk.facadeModuleId, ".tsx")}`] = files.map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(preloads) });
    },
  };
}

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), routePreloads(), precompressAssets()],
  resolve: { alias },
  // The photo-analysis worker loads the engine's networks as lazy chunks, which needs module workers.
  worker: { format: "es" },
  build: {
    outDir: path.resolve("dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs before it runs goes in one file. Left alone, Rolldown splits
          // what lazy pages share with the entry into ~9 small common chunks (React's JSX runtime,
          // tailwind-merge, the API client...) that the landing page fetches as separate preloads,
          // each compressing worse on its own (decision 0015).
          groups: [
            { name: "index", tags: ["$initial"] },
            // Left alone, what the lazy pages share splits into many tiny chunks by which pages
            // share it: /auth needed ten files beside the entry, /credits seven. Over HTTP/1.1
            // (six connections) each round of requests costs a round trip before the page paints
            // (Lighthouse's simulated LCP, decision 0015). These groups bring both pages to three.
            // Radix's shared internals (and its tabs), used together by every Radix component.
            {
              name: "radix",
              test: /@radix-ui[\\/](primitive|react-(context|use-[a-z-]+|presence|roving-focus|collection|id|primitive|direction|tabs))[\\/]|components[\\/]ui[\\/]tabs\.tsx$/,
            },
            // Small pieces nearly every page imports.
            {
              name: "kit",
              test: /client[\\/]src[\\/](components[\\/]ui[\\/]card\.tsx|lib[\\/]invalidate\.ts)$|contracts[\\/]money\.ts$|lucide-react[\\/].*[\\/]icons[\\/]trending-up/,
            },
            // What /credits shares with the dashboard and the landing page's pricing.
            {
              name: "credits-kit",
              test: /features[\\/]credits[\\/](api[\\/]get-credits\.ts|components[\\/](balance-card|package-grid)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});
