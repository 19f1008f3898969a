import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopiaRegistrar } from "./loopia";
import { type LoopiaTestServer, startLoopiaTestServer } from "./loopia-test-server";
import { simulatorRegistrar, UNPAID_WINDOW_MS } from "./simulator";
import { RegistrarError } from "./types";
import { decodeCall, decodeResponse, encodeCall, encodeFault, encodeResponse, XmlRpcFault } from "./xmlrpc";

describe("XML-RPC codec", () => {
  it("round-trips calls with every type the registrar uses", () => {
    const params = [
      "user@loopiaapi",
      'pa<ss>&"word',
      42,
      true,
      false,
      1.5,
      null,
      ["a", 2],
      { type: "A", ttl: 3600 },
    ];
    expect(decodeCall(encodeCall("addZoneRecord", params))).toEqual({ method: "addZoneRecord", params });
  });

  it("reads untyped string values and faults", () => {
    expect(
      decodeResponse("<methodResponse><params><param><value>OK</value></param></params></methodResponse>"),
    ).toBe("OK");
    expect(decodeResponse(encodeResponse({ paid: 1, domain: "anna.se" }))).toEqual({
      paid: 1,
      domain: "anna.se",
    });
    expect(() => decodeResponse(encodeFault(40001, "The domain is not available."))).toThrow(XmlRpcFault);
  });

  it("refuses broken documents", () => {
    expect(() => decodeResponse("<methodResponse><params>")).toThrow();
    expect(() => decodeResponse("<html>nope</html>")).toThrow();
  });
});

describe("registrar simulator", () => {
  const paidLongAgo = new Date(Date.now() - 60_000);

  it("knows taken names: seeded ones and any with 'upptagen' or 'taken'", async () => {
    const registrar = simulatorRegistrar({ stateFile: null, delayMs: 0 });
    expect(await registrar.isFree("google.se")).toBe(false);
    expect(await registrar.isFree("anna-upptagen.se")).toBe(false);
    expect(await registrar.isFree("taken-by-someone.com")).toBe(false);
    expect(await registrar.isFree("lisa-och-per-2031.se")).toBe(true);
    expect(await registrar.register({ domain: "volvo.se", years: 1, paidAt: paidLongAgo })).toBe("TAKEN");
  });

  it("answers UNPAID just after the payment, then registers, then the name is taken", async () => {
    let now = new Date("2026-06-01T12:00:00Z");
    const registrar = simulatorRegistrar({ stateFile: null, delayMs: 0, now: () => now });
    const paidAt = new Date(now);
    expect(await registrar.register({ domain: "lisa-per.se", years: 1, paidAt })).toBe("UNPAID");
    now = new Date(paidAt.getTime() + UNPAID_WINDOW_MS + 1);
    expect(await registrar.register({ domain: "lisa-per.se", years: 1, paidAt })).toBe("REGISTERED");
    expect(await registrar.register({ domain: "lisa-per.se", years: 1, paidAt })).toBe("REGISTERED");
    expect(await registrar.isFree("lisa-per.se")).toBe(false);
  });

  it("never sees the money for names with 'obetald' or 'unpaid'", async () => {
    const registrar = simulatorRegistrar({ stateFile: null, delayMs: 0 });
    expect(await registrar.register({ domain: "obetald-fest.se", years: 1, paidAt: paidLongAgo })).toBe(
      "UNPAID",
    );
  });

  it("remembers its registrations across restarts in its state file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "registrar-sim-"));
    try {
      const stateFile = join(dir, "registrar.json");
      const first = simulatorRegistrar({ stateFile, delayMs: 0 });
      await first.register({ domain: "kalle-och-lisa.nu", years: 1, paidAt: paidLongAgo });
      const second = simulatorRegistrar({ stateFile, delayMs: 0 });
      expect(await second.isFree("kalle-och-lisa.nu")).toBe(false);
      expect(second.registered()).toEqual(["kalle-och-lisa.nu"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Loopia adapter against a local XML-RPC server", () => {
  let server: LoopiaTestServer;
  const options = () => ({
    url: server.url,
    user: "api@loopiaapi",
    password: "hemligt",
    customerNumber: null,
    aRecord: "203.0.113.7",
    cnameTarget: "brollopssidan.se",
  });
  const paidAt = new Date();

  beforeAll(async () => {
    server = await startLoopiaTestServer("api@loopiaapi", "hemligt");
  });
  afterAll(async () => {
    await server.close();
  });

  it("asks domainIsFree with the credentials", async () => {
    const registrar = loopiaRegistrar(options());
    expect(await registrar.isFree("ledig-doman.se")).toBe(true);
    expect(await registrar.isFree("upptagen.se")).toBe(false);
    expect(server.calls.at(-1)).toEqual({
      method: "domainIsFree",
      params: ["api@loopiaapi", "hemligt", "upptagen.se"],
    });
  });

  it("orders, pays the invoice with credits and points the domain here, once", async () => {
    const registrar = loopiaRegistrar(options());
    expect(await registrar.register({ domain: "anna-erik.se", years: 1, paidAt })).toBe("REGISTERED");
    const domain = server.domains.get("anna-erik.se");
    expect(domain?.paid).toBe(true);
    expect(domain?.records["@"]).toEqual([expect.objectContaining({ type: "A", rdata: "203.0.113.7" })]);
    expect(domain?.records.www).toEqual([
      expect.objectContaining({ type: "CNAME", rdata: "brollopssidan.se" }),
    ]);
    const orders = server.calls.filter((c) => c.method === "orderDomain");
    expect(orders).toEqual([
      { method: "orderDomain", params: ["api@loopiaapi", "hemligt", "anna-erik.se", true] },
    ]);

    // A repeat registers nothing and adds no second record.
    expect(await registrar.register({ domain: "anna-erik.se", years: 1, paidAt })).toBe("REGISTERED");
    expect(server.calls.filter((c) => c.method === "orderDomain")).toHaveLength(1);
    expect(domain?.records["@"]).toHaveLength(1);
  });

  it("is TAKEN when the registry says the domain is not available", async () => {
    const registrar = loopiaRegistrar(options());
    expect(await registrar.register({ domain: "upptagen.se", years: 1, paidAt })).toBe("TAKEN");
  });

  it("is UNPAID while the account's credits cannot pay the invoice, REGISTERED once they can", async () => {
    const registrar = loopiaRegistrar(options());
    server.credits.invoices = 0;
    expect(await registrar.register({ domain: "fest-hos-oss.se", years: 1, paidAt })).toBe("UNPAID");
    server.credits.invoices = 1;
    expect(await registrar.register({ domain: "fest-hos-oss.se", years: 1, paidAt })).toBe("REGISTERED");
  });

  it("fails with RegistrarError on wrong credentials and on an unreachable server", async () => {
    await expect(loopiaRegistrar({ ...options(), password: "fel" }).isFree("x-y.se")).rejects.toThrow(
      RegistrarError,
    );
    const gone = loopiaRegistrar({ ...options(), url: "http://127.0.0.1:9/RPCSERV", timeoutMs: 2000 });
    await expect(gone.isFree("x-y.se")).rejects.toThrow(RegistrarError);
  });
});
