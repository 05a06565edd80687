// One lint configuration for the whole tree (app, server, scripts, tests).
// Formatting is Prettier's job; eslint-config-prettier switches off the rules that would fight it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Everything from the models up: the floors below them (mails, the job queue, utils) may
// import none of it, and each of them adds the floors between it and the models.
const BELOW_MODELS = [
  "~/routes/*",
  "~/http/*",
  "~/components/*",
  "~/content/*",
  "~/dev/*",
  "~/job-handlers/*",
  "~/models/*",
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
      "tests/.tmp/**",
      // Vitest's bundled config: it exists only while Vitest starts, and a lint run started
      // in that moment (beside a test run) failed on the file that had gone meanwhile
      "*.timestamp-*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX },
    rules: {
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index", "type"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: {
      react,
      "react-hooks": reactHooks,
      "jsx-a11y": jsxA11y,
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TypeScript checks props; PropTypes would only duplicate the types.
      "react/prop-types": "off",
      // Our labels wrap their control inside a styled span or two; the default depth of 2
      // does not look deep enough to find the input and the text.
      // A scrollable list or region must be reachable by keyboard (axe:
      // scrollable-region-focusable), so tabIndex=0 is right there.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["ul"], roles: ["tabpanel", "region"] },
      ],
      "jsx-a11y/label-has-associated-control": ["error", { assert: "either", depth: 5 }],
    },
  },
  {
    // remix-auth's form strategy is the one credential check on every sign-in path
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/models/account/user.server",
              importNames: ["verifyLogin"],
              message: "Anmeldungen prüfen über ~/http/authenticator.server (remix-auth).",
            },
          ],
          // a route is a leaf: what two routes share lives in a model, in app/http or in a
          // component, so no route's module (and its view) loads because another one runs
          patterns: [
            {
              group: ["./*", "~/routes/*"],
              message:
                "Routen importieren keine Routen: Gemeinsames gehört in models, http oder components.",
            },
          ],
        },
      ],
    },
  },
  // imports run downwards only, floor by floor (docs/architecture.md: The floors):
  // routes → http → components → content/dev → models → mails → jobs → utils.
  // Each zone lists the folders above it; a folder may import itself and anything not listed.
  ...[
    ["app/http/**", ["~/routes/*", "~/components/*"]],
    ["app/components/**", ["~/routes/*", "~/http/*"]],
    ["app/job-handlers/**", ["~/routes/*", "~/http/*", "~/components/*"]],
    ["app/content/**", ["~/routes/*", "~/http/*", "~/components/*", "~/dev/*"]],
    ["app/dev/**", ["~/routes/*", "~/http/*", "~/components/*", "~/content/*"]],
    // mails take ready display values (offer name, status label, amounts) from the models;
    // below them the queue (the handlers that call models sit above), then utils
    ["app/mails/**", BELOW_MODELS],
    ["app/jobs/**", [...BELOW_MODELS, "~/mails/*"]],
    ["app/utils/**", [...BELOW_MODELS, "~/mails/*", "~/jobs/*"]],
  ].map(([files, group]) => ({
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group, message: "Importe laufen nur abwärts (docs/architecture.md: The floors)." },
          ],
        },
      ],
    },
  })),
  {
    // models are the domain without HTTP: they return data and outcomes, routes answer;
    // content (long texts that quote the catalogue) sits above them
    files: ["app/models/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/routes/*",
                "~/http/*",
                "~/components/*",
                "~/content/*",
                "~/dev/*",
                "~/job-handlers/*",
              ],
              message: "Importe laufen nur abwärts (docs/architecture.md: The floors).",
            },
            { group: ["@remix-run/*"], message: "Modelle kennen kein HTTP: Daten zurückgeben." },
          ],
        },
      ],
    },
  },
  prettier,
);
