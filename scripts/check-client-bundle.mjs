// Fails the build when the browser's code reads something from a `.server` module. Remix
// replaces every `.server` module in the browser build with an empty object and says nothing:
// a message imported from one rendered on the server and was `undefined` in the browser, so
// React threw the server's page away while hydrating and the text vanished.
//
// esbuild writes such a module as a CommonJS stub, `var s = __commonJS((exports, module) =>
// { module.exports = {} })`, and a module using it as `var m = __toESM(s(), 1)`; a read is then
// `m.NAME`. The check follows stubs across chunks (export/import aliases) and reports every
// NAME read. It finds no stub at all only when the compiler changes that output, and then
// fails as well: a check that silently matches nothing would be worse than none.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const IDENT = "[\\w$]+";
const escape = (name) => name.replace(/\$/g, "\\$");
const STUB = new RegExp(
  `var (${IDENT})=${IDENT}\\(\\(${IDENT},(${IDENT})\\)=>\\{\\2\\.exports=\\{\\}\\}\\)`,
  "g",
);

// a chunk that is nothing but one stub: a file of its own that pages load for nothing
const STUB_ONLY = new RegExp(
  `^(?:import\\{[^}]*\\}from"[^"]+";)*var (${IDENT})=${IDENT}\\(\\(${IDENT},(${IDENT})\\)=>\\{\\2\\.exports=\\{\\}\\}\\);export\\{\\1 as ${IDENT}\\};?\\s*$`,
);

/** Local names of the empty-module stubs a chunk defines. */
function localStubs(source) {
  return [...source.matchAll(STUB)].map((m) => m[1]);
}

/** `export{a as b,c}` → Map(local → exported). */
function exportsOf(source) {
  const names = new Map();
  for (const [, list] of source.matchAll(/export\{([^}]*)\}/g))
    for (const part of list.split(",")) {
      const [local, exported] = part.split(" as ").map((s) => s.trim());
      if (local) names.set(local, exported ?? local);
    }
  return names;
}

/**
 * @param {string} buildDir the browser build (public/build)
 * @returns {Promise<{ stubs: number, stubOnlyChunks: string[], reads: Array<{ file: string, names: string[] }> }>}
 */
export async function findServerReads(buildDir = "public/build") {
  const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(file, "utf8")])),
  );
  // which exported names of which chunk are stubs, by the URL other chunks import it with
  const stubExports = new Map();
  let stubs = 0;
  const stubOnlyChunks = [];
  for (const [file, source] of sources) {
    const local = localStubs(source);
    stubs += local.length;
    if (STUB_ONLY.test(source)) stubOnlyChunks.push(path.relative(buildDir, file));
    const exported = exportsOf(source);
    const url = "/build/" + path.relative(buildDir, file).split(path.sep).join("/");
    stubExports.set(url, new Set(local.map((name) => exported.get(name)).filter(Boolean)));
  }
  const reads = [];
  for (const [file, source] of sources) {
    const stubNames = new Set(localStubs(source));
    for (const [, list, from] of source.matchAll(/import\{([^}]*)\}from"([^"]+)"/g)) {
      const exported = stubExports.get(from);
      if (!exported?.size) continue;
      for (const part of list.split(",")) {
        const [imported, local] = part.split(" as ").map((s) => s.trim());
        if (exported.has(imported)) stubNames.add(local ?? imported);
      }
    }
    const names = new Set();
    for (const stub of stubNames)
      for (const [, binding] of source.matchAll(
        new RegExp(`(${IDENT})=${IDENT}\\(${escape(stub)}\\(\\),1\\)`, "g"),
      ))
        for (const [, name] of source.matchAll(
          new RegExp(`(?<![\\w$.])${escape(binding)}\\.(${IDENT})`, "g"),
        ))
          names.add(name);
    if (names.size) reads.push({ file: path.relative(buildDir, file), names: [...names].sort() });
  }
  return { stubs, stubOnlyChunks: stubOnlyChunks.sort(), reads };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { stubs, stubOnlyChunks, reads } = await findServerReads(process.argv[2]);
  if (stubs === 0) {
    console.error(
      "Prüfung des Browser-Codes: keine leeren .server-Module gefunden – die Ausgabe des Compilers " +
        "hat sich geändert; scripts/check-client-bundle.mjs muss angepasst werden.",
    );
    process.exit(1);
  }
  // esbuild drops an unused import of an emptied module only when it may (the compiler's
  // patch marks them free of side effects, docs/decisions/123-patch-remix-dev-empty-modules.md)
  if (stubOnlyChunks.length) {
    console.error(
      `${stubOnlyChunks.length} leere .server-Module als eigene Dateien, die Seiten laden ` +
        `(z. B. ${stubOnlyChunks[0]}) – ist patches/@remix-run+dev+*.patch angewandt?`,
    );
    process.exit(1);
  }
  if (reads.length) {
    console.error("Der Browser-Code liest Werte aus .server-Modulen (im Browser leer):");
    for (const { file, names } of reads) console.error(`  ${file}: ${names.join(", ")}`);
    console.error("Solche Werte gehören in ein Modul ohne .server (z. B. app/models/*.ts).");
    process.exit(1);
  }
  console.log(`Browser-Code geprüft: liest nichts aus .server-Modulen (${stubs} leere Module).`);
}
