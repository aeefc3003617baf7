import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

// The client never imports the server (STYLE.md); every client rule below repeats it because a
// later no-restricted-imports setting replaces an earlier one rather than adding to it.
const NO_SERVER = { group: ["**/server/**"], message: "The client never imports the server." };
// The engine's doors (decision 0030): from outside a capability only its index.ts, as
// `@engine/<capability>`; never a file behind it, never a relative path into engine/.
const ENGINE_DOORS = [
  {
    regex: "^@engine/[^/]+/",
    message:
      "Import the engine through the capability's door, `@engine/<capability>` (its index.ts), not a file behind it (decision 0030).",
  },
  { regex: "^(\\.\\./)+engine(/|$)", message: "Import the engine as `@engine/<capability>` (decision 0030)." },
];
const NO_ENGINE = {
  regex: "^(@engine(/|$)|(\\.\\./)+engine(/|$))",
  message: "contracts/ imports nothing from the engine: the engine imports contracts (decision 0030).",
};
/**
 * Inside the engine a file reaches its own capability's files by relative path, contracts/ by
 * relative path, and every other capability through `@engine/<capability>`: a relative path
 * that climbs out of the capability (but not to contracts/) goes past another's door.
 */
const engineDepth = (depth) => ({
  files: [`engine/*/${"*/".repeat(depth - 1)}*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          NO_SERVER,
          ENGINE_DOORS[0],
          {
            regex: `^${"\\.\\./".repeat(depth)}(?!\\.\\./contracts/)`,
            message: "Another capability is reached through its door, `@engine/<capability>` (decision 0030).",
          },
        ],
      },
    ],
  },
});
const features = readdirSync("client/src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "coverage", "test-results", "playwright-report", "server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The layers of STYLE.md: the server never imports the client, the client never the server.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/client/**", "@/*"], message: "The server never imports the client." }, ...ENGINE_DOORS] },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER, ...ENGINE_DOORS] }] },
  },
  {
    files: ["contracts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER, NO_ENGINE] }] },
  },
  {
    files: ["scripts/**/*.{ts,mts,mjs}", "tests/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ENGINE_DOORS }] },
  },
  engineDepth(1),
  engineDepth(2),
  engineDepth(3),
  {
    // components/ and lib/ sit below the features: they import no feature and not the app layer.
    files: ["client/src/components/**/*.{ts,tsx}", "client/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_SERVER,
            ...ENGINE_DOORS,
            {
              regex: "^(@/(features|app)/|(\\.\\./)+(features|app)/)",
              message: "components/ and lib/ import no feature and not app/: pass the piece in as a prop or slot.",
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature (Bulletproof React): the app layer composes them.
  ...features.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_SERVER,
            ...ENGINE_DOORS,
            {
              regex: `^@/(features/(?!${feature}/)|app/)`,
              message: "A feature never imports another feature or app/; move shared code to lib/ or components/.",
            },
            { regex: "^(\\.\\./){2,}", message: "Import outside this feature's folder through @/ so the boundary rule sees it." },
          ],
        },
      ],
    },
  })),
);
