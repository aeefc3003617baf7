/** The refit command's options (scripts/fit/refit.ts): parsed strictly, so a mistyped option stops it before hours of work. */

export interface RefitArgs {
  help: boolean;
  dryRun: boolean;
  /** Absent: EVALDATA_DIR, else ../shared/evaldata. */
  evaldata?: string;
  from: number;
}

/** The options after the recipe's name; throws naming the option it cannot read. */
export function parseRefitArgs(argv: readonly string[]): RefitArgs {
  const args: RefitArgs = { help: false, dryRun: false, from: 1 };
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--dry-run") args.dryRun = true;
    else if (arg.startsWith("--evaldata=") && arg.length > 11) args.evaldata = arg.slice(11);
    else if (/^--from=\d+$/.test(arg)) args.from = Number(arg.slice(7));
    else throw new Error(`unknown option ${arg} (--help lists the options)`);
  }
  return args;
}
