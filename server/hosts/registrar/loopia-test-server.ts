// For the tests only: a small XML-RPC server on loopback that answers like LoopiaAPI (the methods
// the adapter uses, its status strings and fault codes), so the real adapter's code runs in the tests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeCall, encodeFault, encodeResponse, type XmlRpcValue } from "./xmlrpc";

type Domain = { paid: boolean; referenceNo: number; records: Record<string, Record<string, XmlRpcValue>[]> };

export type LoopiaTestServer = {
  url: string;
  /** Every call in order: method and params (credentials included, to check them). */
  calls: { method: string; params: XmlRpcValue[] }[];
  /** Our account's domains. */
  domains: Map<string, Domain>;
  /** Registered elsewhere. */
  taken: Set<string>;
  /** Prepaid credits, in invoices it can pay. */
  credits: { invoices: number };
  close(): Promise<void>;
};

export async function startLoopiaTestServer(user: string, password: string): Promise<LoopiaTestServer> {
  const state = {
    calls: [] as { method: string; params: XmlRpcValue[] }[],
    domains: new Map<string, Domain>(),
    taken: new Set<string>(["upptagen.se"]),
    credits: { invoices: 10 },
  };
  let nextReference = 1000;

  function answer(method: string, params: XmlRpcValue[]): string {
    const [u, p, ...rest] = params;
    if (u !== user || p !== password) return encodeResponse("AUTH_ERROR");
    // A reseller's calls carry the customer number before the domain; the tests run without one.
    const [domain] = rest as string[];
    const own = domain === undefined ? undefined : state.domains.get(domain);
    switch (method) {
      case "domainIsFree":
        return encodeResponse(state.taken.has(domain ?? "") || own ? "DOMAIN_OCCUPIED" : "OK");
      case "orderDomain":
        if (state.taken.has(domain ?? "")) return encodeFault(40001, "The domain is not available.");
        if (rest[1] !== true) return encodeResponse("BAD_INDATA");
        state.domains.set(domain ?? "", { paid: false, referenceNo: nextReference++, records: { "@": [] } });
        return encodeResponse("OK");
      case "getDomain":
        if (!own) return encodeFault(404, "Unknown domain.");
        return encodeResponse({
          domain: domain ?? "",
          paid: own.paid ? 1 : 0,
          registered: own.paid ? 1 : 0,
          renewal_status: "NORMAL",
          expiration_date: "2027-11-23",
          reference_no: own.referenceNo,
        });
      case "payInvoiceUsingCredits": {
        const entry = [...state.domains.values()].find((d) => String(d.referenceNo) === String(rest[0]));
        if (!entry) return encodeResponse("BAD_INDATA");
        if (state.credits.invoices <= 0) return encodeResponse("INSUFFICIENT_FUNDS");
        state.credits.invoices -= 1;
        entry.paid = true;
        return encodeResponse("OK");
      }
      case "getSubdomains":
        return encodeResponse(own ? Object.keys(own.records) : []);
      case "addSubdomain":
        if (!own) return encodeResponse("BAD_INDATA");
        own.records[String(rest[1])] ??= [];
        return encodeResponse("OK");
      case "getZoneRecords":
        return encodeResponse(own?.records[String(rest[1])] ?? []);
      case "addZoneRecord": {
        const records = own?.records[String(rest[1])];
        if (!records) return encodeResponse("BAD_INDATA");
        records.push({ ...(rest[2] as Record<string, XmlRpcValue>), record_id: records.length + 1 });
        return encodeResponse("OK");
      }
      default:
        return encodeFault(620, "Method does not exist.");
    }
  }

  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      let xml: string;
      try {
        const call = decodeCall(body);
        state.calls.push(call);
        xml = answer(call.method, call.params);
      } catch {
        xml = encodeFault(632, "Invalid request.");
      }
      response.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/RPCSERV`,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
