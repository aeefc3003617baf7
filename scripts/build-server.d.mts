import type { BuildOptions } from "esbuild";

export const SERVER_ENTRY_POINTS: Record<string, string>;
export function serverBuildOptions(outdir: string): BuildOptions;
