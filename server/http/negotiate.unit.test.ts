// Accept-Encoding parsing: weights, '*', q=0, x-gzip and the server's preference on a tie.
import { describe, expect, it } from "vitest";
import { acceptableCodings, chooseCoding, varyWithAcceptEncoding } from "./negotiate";

describe("chooseCoding", () => {
  it("prefers brotli on a tie and otherwise follows the weights", () => {
    expect(chooseCoding("gzip, deflate, br")).toBe("br");
    expect(chooseCoding("gzip;q=1.0, br;q=0.9")).toBe("gzip");
    expect(chooseCoding("BR ; Q=0.2 , GZIP ; q=0.1")).toBe("br");
    expect(chooseCoding("x-gzip")).toBe("gzip");
  });

  it("reads '*' as every coding not named, and q=0 as refused", () => {
    expect(chooseCoding("*")).toBe("br");
    expect(chooseCoding("br;q=0, *")).toBe("gzip");
    expect(chooseCoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseCoding("*;q=0")).toBeNull();
    expect(chooseCoding("br;q=0, gzip;q=0")).toBeNull();
  });

  it("sends identity without a header, with only unknown codings, or with a broken weight", () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding("")).toBeNull();
    expect(chooseCoding("identity")).toBeNull();
    expect(chooseCoding("zstd, deflate")).toBeNull();
    expect(chooseCoding("br;q=abc")).toBeNull();
  });

  it("chooses only among the codings available", () => {
    expect(chooseCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(acceptableCodings("gzip;q=0.5, br", ["br", "gzip"])).toEqual(["br", "gzip"]);
    expect(acceptableCodings("gzip, br;q=0.5")).toEqual(["gzip", "br"]);
  });
});

describe("varyWithAcceptEncoding", () => {
  it("adds Accept-Encoding once", () => {
    expect(varyWithAcceptEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyWithAcceptEncoding("Origin")).toBe("Origin, Accept-Encoding");
    expect(varyWithAcceptEncoding("origin, accept-encoding")).toBe("origin, accept-encoding");
    expect(varyWithAcceptEncoding("*")).toBe("*");
  });
});
