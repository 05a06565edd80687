import { expect, it, vi } from "vitest";
import { loadOnce } from "~/utils/load-once.server";

it("loads once, however many callers ask at the same time or later", async () => {
  const load = vi.fn(async () => ({ value: 42 }));
  const get = loadOnce(load);
  expect(load).not.toHaveBeenCalled();
  const [a, b] = await Promise.all([get(), get()]);
  const c = await get();
  expect(load).toHaveBeenCalledTimes(1);
  expect(a).toBe(b);
  expect(c).toBe(a);
});
