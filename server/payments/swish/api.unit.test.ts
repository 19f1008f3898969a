// The real Swish adapter over mutual TLS: a local HTTPS server that, like Swish, accepts only clients
// with a certificate from the merchant CA, and answers payment requests in Swish's JSON.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { swishApiProvider, tlsFromFiles } from "./api";
import { swishConfig } from "./config";

let dir: string;
let server: https.Server;
let baseUrl: string;
const seen: { method: string; url: string; body: string; clientCn: string }[] = [];

const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });

function makeCertificates() {
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Test Swish CA",
  );
  writeFileSync(join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1\n");
  for (const name of ["server", "client"]) {
    openssl(
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.csr`,
      "-subj",
      `/CN=${name === "client" ? "1231181189" : "127.0.0.1"}`,
    );
    openssl(
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      `${name}.pem`,
      "-days",
      "2",
      ...(name === "server" ? ["-extfile", "server.ext"] : []),
    );
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "swish-mtls-"));
  makeCertificates();
  const file = (name: string) => readFileSync(join(dir, name));
  server = https.createServer(
    {
      key: file("server.key"),
      cert: file("server.pem"),
      ca: file("ca.pem"),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        const clientCn = String(
          (request.socket as import("node:tls").TLSSocket).getPeerCertificate().subject?.CN ?? "",
        );
        seen.push({
          method: request.method ?? "",
          url: request.url ?? "",
          body: Buffer.concat(chunks).toString(),
          clientCn,
        });
        if (request.method === "PUT" && request.url?.endsWith("/BADBADBADBADBADBADBADBADBADBADBA")) {
          response.writeHead(422, { "content-type": "application/json" });
          return response.end(JSON.stringify([{ errorCode: "ACMT03", errorMessage: "Payer not Enrolled" }]));
        }
        if (request.method === "PUT") {
          response.writeHead(201, { location: `${baseUrl}/swish-cpcapi/api/v1/paymentrequests/x` });
          return response.end();
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            id: "AB",
            status: "PAID",
            amount: 599.0,
            currency: "SEK",
            datePaid: "2026-01-01T10:00:00Z",
            errorCode: null,
          }),
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const input = {
  instructionId: "0123456789ABCDEF0123456789ABCDEF",
  payerAlias: "46701234567",
  amount: 59900,
  currency: "SEK" as const,
  message: "Bröllopssidan K7M2QX9P",
  payeePaymentReference: "K7M2QX9P",
  callbackUrl: "https://brollopssidan.se/api/payments/swish/callback",
};

describe("swishApiProvider over mutual TLS", () => {
  it("creates a payment request with the client certificate from the configured files, in Swish's JSON", async () => {
    const config = swishConfig({
      SWISH_CERT_FILE: join(dir, "client.pem"),
      SWISH_KEY_FILE: join(dir, "client.key"),
      SWISH_CA_FILE: join(dir, "ca.pem"),
      SWISH_PAYEE_ALIAS: "1231181189",
      SWISH_API_URL: baseUrl,
    });
    if (typeof config === "string" || config.provider !== "swish") throw new Error(String(config));
    const provider = swishApiProvider({
      baseUrl: config.apiUrl,
      payeeAlias: config.payeeAlias,
      tls: tlsFromFiles(config),
    });
    expect(await provider.createPaymentRequest(input)).toEqual({ ok: true, token: null });
    const put = seen.find((s) => s.method === "PUT");
    expect(put?.url).toBe(`/swish-cpcapi/api/v2/paymentrequests/${input.instructionId}`);
    expect(put?.clientCn).toBe("1231181189");
    expect(JSON.parse(put?.body ?? "{}")).toEqual({
      payeePaymentReference: "K7M2QX9P",
      callbackUrl: input.callbackUrl,
      payerAlias: "46701234567",
      payeeAlias: "1231181189",
      amount: "599.00",
      currency: "SEK",
      message: "Bröllopssidan K7M2QX9P",
    });
    expect(await provider.getPaymentRequest("AB")).toMatchObject({
      status: "PAID",
      amount: 599,
      currency: "SEK",
    });
    expect(
      await provider.createPaymentRequest({ ...input, instructionId: "BADBADBADBADBADBADBADBADBADBADBA" }),
    ).toEqual({
      ok: false,
      errors: [{ errorCode: "ACMT03", errorMessage: "Payer not Enrolled" }],
    });
  });

  it("is refused without a client certificate", async () => {
    const provider = swishApiProvider({
      baseUrl,
      payeeAlias: "1231181189",
      tls: { ca: readFileSync(join(dir, "ca.pem")) } as never,
    });
    await expect(provider.getPaymentRequest("AB")).rejects.toThrow();
  });
});

describe("swishConfig", () => {
  it("defaults to the simulator and needs the merchant's number, certificate and key for the real API", () => {
    expect(swishConfig({})).toEqual({
      provider: "simulator",
      payeeAlias: "1231181189",
      simulatorDelayMs: 4000,
    });
    expect(swishConfig({ SWISH_PROVIDER: "swish" })).toMatch(/needs SWISH_PAYEE_ALIAS/);
    expect(
      swishConfig({ SWISH_CERT_FILE: "/c.pem", SWISH_KEY_FILE: "/k.pem", SWISH_PAYEE_ALIAS: "1234567890" }),
    ).toMatchObject({
      provider: "swish",
      apiUrl: "https://cpc.getswish.net",
      caFile: null,
    });
  });

  it("is read by loadConfig, and a half real configuration stops the start", () => {
    const quiet = () => {};
    expect(loadConfig({ SWISH_SIMULATOR_DELAY_MS: "10" }, quiet).swish).toMatchObject({
      provider: "simulator",
      simulatorDelayMs: 10,
    });
    expect(() => loadConfig({ SWISH_PROVIDER: "swish", SWISH_PAYEE_ALIAS: "1234567890" }, quiet)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ SWISH_PAYEE_ALIAS: "123" }, quiet)).toThrow(/SWISH_PAYEE_ALIAS/);
  });
});
