// The contact form of the public pages renders without zod in the browser (issue 31: the
// JavaScript of "/" below 120 KB gzip). What it writes out instead must stay the schema's own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { contactSchema } from "~/models/contact/contact";
import { CONTACT_CONSTRAINT } from "~/models/contact/form";
import { getZodConstraint } from "~/utils/conform-zod";
import { installGermanErrorMap } from "~/utils/zod-errors";

describe("contact form without zod", () => {
  it("its HTML constraints are exactly what the schema gives", () => {
    expect(CONTACT_CONSTRAINT).toEqual(getZodConstraint(contactSchema));
  });
});

describe("zod's German messages in the browser", () => {
  const APP = path.resolve(__dirname, "../../app");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) ? [file] : [];
    });

  it("every form reaches conform's zod adapter through utils/conform-zod (which installs them)", () => {
    const direct = files(APP)
      .filter((file) => !file.endsWith(path.join("utils", "conform-zod.ts")))
      .filter((file) => readFileSync(file, "utf8").includes('from "@conform-to/zod"'))
      .map((file) => path.relative(APP, file));
    expect(direct).toEqual([]);
  });

  it("a check through it answers in German where the schema sets no message", async () => {
    // as in a browser, where nothing else installs the map: zod's own (English) one first
    z.setErrorMap(z.defaultErrorMap);
    try {
      vi.resetModules();
      const adapter = await import("~/utils/conform-zod");
      const schema = z.object({ phone: z.string() });
      const submission = adapter.parseWithZod(new FormData(), { schema });
      expect(submission.status).toBe("error");
      expect(submission.status === "error" && submission.error?.phone).toEqual([
        "Dieses Feld ist erforderlich",
      ]);
    } finally {
      installGermanErrorMap();
    }
  });
});
