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

describe("chooseCoding's memory of headers", () => {
  it("answers a header seen before as the first time, also after many other headers", () => {
    const headers = ["gzip, deflate, br, zstd", "gzip;q=1.0, br;q=0.9", "*;q=0", "br;q=0, *"];
    const first = headers.map((h) => chooseCoding(h));
    expect(first).toEqual(["br", "gzip", null, "gzip"]);
    // More distinct headers than it keeps: the answers stay those of the parser.
    for (let i = 0; i < 200; i++)
      expect(chooseCoding(`gzip;q=0.${i % 10}, br;q=0.${(i + 5) % 10}, x${i}`)).toBe(
        i % 10 > (i + 5) % 10 ? "gzip" : (i + 5) % 10 > 0 ? "br" : null,
      );
    expect(headers.map((h) => chooseCoding(h))).toEqual(first);
    // A very long header is parsed each time, not kept.
    expect(chooseCoding(`${"x, ".repeat(200)}gzip`)).toBe("gzip");
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
