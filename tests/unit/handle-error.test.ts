import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { logger } from "~/utils/logger.server";

const args = (method = "POST") => ({
  request: new Request("http://localhost/impressum", { method }),
  params: {},
  context: {},
});

describe("the error log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the router's refusals of a client's request out (a POST to a page without an action)", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(
      new ErrorResponse(405, "Method Not Allowed", new Error("You made a POST request"), true),
      args(),
    );
    handleError(new ErrorResponse(404, "Not Found", null, true), args("GET"));
    expect(error).not.toHaveBeenCalled();
  });

  it("logs a real failure with its message, and a router 500 with its status, never '[object Object]'", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("Datenbank weg"), args());
    handleError(new ErrorResponse(500, "Internal Server Error", null, true), args());
    expect(error).toHaveBeenCalledTimes(2);
    const [first, second] = error.mock.calls.map((c) => c[0] as { error: unknown });
    expect(first.error).toBeInstanceOf(Error);
    expect(second.error).toEqual({ status: 500, statusText: "Internal Server Error" });
    expect(JSON.stringify(error.mock.calls)).not.toContain("[object Object]");
  });
});
