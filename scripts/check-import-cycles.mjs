// `node scripts/check-import-cycles.mjs`: fails on any import cycle among our own files (decision
// 0030). Every arrow counts, `import type` and `export ... from` included: a type-only cycle costs
// nothing at run time, but it still means two files cannot be read, moved or tested apart.
// The compiler API resolves each specifier the way tsc does (relative paths and tsconfig's paths),
// so `@engine/style` and `../../engine/style/index.ts` are the same arrow.
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The source roots the check reads, relative to the repository. */
export const CHECKED_ROOTS = ["client/src", "server", "engine", "contracts", "scripts", "tests"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "migrations", "coverage", "test-results"]);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module specifier a file names: imports, re-exports, `import()`, `require()`, `import x = require()`. */
export function moduleSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (isImport || isRequire) found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function readCompilerOptions(root) {
  const configPath = path.join(root, "tsconfig.json");
  if (!existsSync(configPath)) return { moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true };
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // allowJs so that a .mjs script's arrows resolve as well as a .ts file's.
  return { ...parsed.options, allowJs: true, allowImportingTsExtensions: true };
}

/** The import graph of `roots` under `root`: repository-relative file -> the repository files it imports. */
export function importGraph(root, roots = CHECKED_ROOTS) {
  const absoluteRoot = realpathSync(root);
  const options = readCompilerOptions(absoluteRoot);
  const host = ts.createCompilerHost(options);
  const files = roots.flatMap((dir) => sourceFiles(path.join(absoluteRoot, dir)));
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of moduleSpecifiers(file, readFileSync(file, "utf8"))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      let target = resolved?.resolvedFileName;
      if (!target && specifier.startsWith(".")) {
        const direct = path.resolve(path.dirname(file), specifier);
        if (existsSync(direct)) target = direct;
      }
      if (!target || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const relative = path.relative(absoluteRoot, target);
      if (relative.startsWith("..") || relative.endsWith(".d.ts")) continue;
      targets.add(relative.split(path.sep).join("/"));
    }
    graph.set(path.relative(absoluteRoot, file).split(path.sep).join("/"), [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself), Tarjan's algorithm. */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** One loop through a component, for the message: the shortest way from its first file back to itself. */
export function cyclePath(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

// Run as a script (not when the test imports the functions).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const graph = importGraph(root);
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`no import cycles among ${graph.size} files (${CHECKED_ROOTS.join(", ")})`);
  } else {
    console.error(`${cycles.length} import cycle(s), type-only imports included (decision 0030):`);
    for (const component of cycles) {
      console.error(`- ${cyclePath(graph, component).join(" -> ")}`);
      if (component.length > 2) console.error(`  (${component.length} files: ${component.join(", ")})`);
    }
    process.exitCode = 1;
  }
}
