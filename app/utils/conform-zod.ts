// conform's zod adapter for the app's forms, with zod's German error map installed: every
// form reaches @conform-to/zod through here (tests/unit/contact-form.test.ts), so a
// check in the browser speaks German wherever it runs. Installing it in entry.client instead
// would put zod into every page, including those without a form.
import {
  getZodConstraint as conformGetZodConstraint,
  parseWithZod as conformParseWithZod,
} from "@conform-to/zod";
import { installGermanErrorMap } from "./zod-errors";

installGermanErrorMap();

// bindings of this module (not re-exports), so a bundle that uses them keeps the line above
export const parseWithZod = conformParseWithZod;
export const getZodConstraint = conformGetZodConstraint;
