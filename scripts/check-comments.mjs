#!/usr/bin/env node
// Comments say why the code is as it is. Which issue asked for it, on which day, and what a
// measurement showed belong in the commit message and the closing note: there they
// stay true, while a comment with a date or a figure goes stale without anyone noticing.
// This check reads the comments of app/, server/, scripts/ and the configs (through
// TypeScript's parser, so text in strings is never mistaken for a comment) and names every
// one that carries an issue number, a date or a before/after figure.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOTS = ["app", "server", "scripts"];
const CONFIGS = /^(?:[\w-]+\.config\.(?:js|mjs|cjs|ts)|remix\.env\.d\.ts)$/;
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;

const month = "(?:Jan|Feb|Mär|Mar|Apr|Mai|May|Jun|Jul|Aug|Sep|Okt|Oct|Nov|Dez|Dec)[a-zä]*\\.?";
const RULES = [
  // our issue tracker's numbers; an upstream one is written owner/repo#123 or as a link
  ["eine Issue-Nummer", /(?<![\w/-])(?:issues?|tasks?|Aufgabe)\s*#?\d+/i],
  ["ein Datum", new RegExp(`\\b\\d{1,2}\\.?\\s${month}\\s20\\d\\d\\b`)],
  // an ISO date in quotes or after a command's option is an example, not a day in the history
  ["ein Datum", /(?<!["'\w-]|--[a-z]+ )20\d\d-[01]\d-[0-3]\d\b(?![T"'])/],
  ["ein Datum", new RegExp(`\\b(?:${month})\\s20\\d\\d\\b`)],
  // a before/after figure: a number with a unit, an arrow and another number with a unit,
  // or "N s instead of M s"
  [
    "eine Messung",
    /\d[\d.,]*\s*(?:ms|s|CPU-s|MB|KB|%)?\s*(?:→|->)\s*~?\d[\d.,]*\s*(?:ms|s|CPU-s|MB|KB|%|req\/s)(?![\w-])/,
  ],
  [
    "eine Messung",
    /\d\s*(?:ms|s|CPU-s|MB|KB|%)\b[^.;]*?\b(?:instead of|statt|against|gegenüber)\s+~?\d/,
  ],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (SOURCE.test(name)) yield full;
  }
}

function comments(file) {
  const text = readFileSync(file, "utf8");
  const kind = /\.(?:tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen].map(([pos, body]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    body,
  }));
}

const targets = [
  ...ROOTS.flatMap((root) => [...files(root)]),
  ...readdirSync(".").filter((name) => CONFIGS.test(name)),
];
const findings = [];
for (const file of targets) {
  for (const { line, body } of comments(file)) {
    body.split("\n").forEach((text, i) => {
      for (const [what, pattern] of RULES) {
        const hit = text.match(pattern);
        if (hit) {
          findings.push(`${file}:${line + i}: ${what} im Kommentar: „${hit[0]}“`);
          break;
        }
      }
    });
  }
}
if (findings.length > 0) {
  console.error(findings.join("\n"));
  console.error(
    `\n${findings.length} Kommentar-Zeilen mit Verlauf statt Begründung. Issue-Nummern, Daten und ` +
      "Messwerte gehören in die Commit-Nachricht; der Kommentar sagt, warum der Code so ist.",
  );
  process.exit(1);
}
console.log(
  `Kommentare: ${targets.length} Dateien geprüft, keine Issue-Nummern, Daten oder Messwerte.`,
);
