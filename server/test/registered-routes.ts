import type { FastifyInstance } from "fastify";

export interface Route {
  method: string;
  url: string;
}

/** The routes Fastify holds, from printRoutes' tree ("├── /api/x (GET, HEAD)", children indented). */
export function registeredRoutes(instance: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const url = prefixes.join("") + match[2]!;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD") routes.push({ method, url });
  }
  return routes;
}
