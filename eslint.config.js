import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    rules: { "no-restricted-imports": ["error", { patterns: ["**/client/**", "@/*"] }] },
  },
  {
    files: ["client/**/*.{ts,tsx}", "contracts/**/*.ts", "engine/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
);
