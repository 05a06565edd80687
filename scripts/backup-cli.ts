// What the backup commands share: their arguments and how they end on an error.
import { BackupError } from "~/models/backup/archive.server";
import { EnvError } from "~/utils/env.server";

export interface CliArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** `--name value`, `--name=value` and flags; `known` maps each option to whether it takes a value. */
export function parseArgs(argv: string[], known: Record<string, boolean>, usage: string): CliArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === "help") {
      console.log(usage);
      process.exit(0);
    }
    if (!(name in known)) fail(`Unbekannte Option --${name}.\n${usage}`);
    if (!known[name]) options.set(name, true);
    else {
      const value = inline ?? argv[++i];
      if (!value) fail(`--${name} braucht einen Wert.\n${usage}`);
      options.set(name, value);
    }
  }
  return { positional, options };
}

export function fail(message: string): never {
  console.error(`FEHLER: ${message}`);
  process.exit(1);
}

/** A German message for what a person can fix; anything else with its technical text. */
export function reportError(error: unknown, suffix = ""): never {
  if (error instanceof BackupError || error instanceof EnvError)
    fail(`${error.message}${suffix ? ` ${suffix}` : ""}`);
  const message = error instanceof Error ? error.message : String(error);
  if (process.env.DEBUG) console.error(error);
  fail(`${message}${suffix ? ` ${suffix}` : ""}`);
}
