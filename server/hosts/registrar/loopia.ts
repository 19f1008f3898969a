// Loopia's reseller API (LoopiaAPI, XML-RPC at https://api.loopia.se/RPCSERV; support.loopia.se/wiki):
// domainIsFree, orderDomain, getDomain + payInvoiceUsingCredits (the registration's invoice is paid
// from the account's prepaid credits), then the zone records that point the domain here. Every call
// carries the API user and password (and, for a reseller, the customer number) from configuration.
import { type RegisterRequest, type Registrar, RegistrarError, type RegistrationOutcome } from "./types";
import { decodeResponse, encodeCall, XmlRpcFault, type XmlRpcValue } from "./xmlrpc";

export type LoopiaOptions = {
  url: string;
  user: string;
  password: string;
  /** Reseller only: the customer account the domains are registered to. */
  customerNumber: string | null;
  /** Where the domain should point (DNS_A_RECORD, DNS_CNAME_TARGET); an unset A record is not added. */
  aRecord: string | null;
  cnameTarget: string;
  timeoutMs?: number;
};

/** Loopia's status strings (wiki: status); anything but OK is a reason not to go on. */
type Status =
  | "OK"
  | "AUTH_ERROR"
  | "DOMAIN_OCCUPIED"
  | "RATE_LIMITED"
  | "BAD_INDATA"
  | "UNKNOWN_ERROR"
  | "INSUFFICIENT_FUNDS";

/** Loopia's fault code for 'the domain is not available' (wiki: Felkoder). */
const FAULT_DOMAIN_NOT_AVAILABLE = 40001;
const FAULT_INSUFFICIENT_FUNDS = 60001;
const RECORD_TTL = 3600;

export function loopiaRegistrar(options: LoopiaOptions): Registrar {
  const credentials = (withCustomer: boolean): XmlRpcValue[] => [
    options.user,
    options.password,
    ...(withCustomer && options.customerNumber ? [options.customerNumber] : []),
  ];

  async function call(method: string, params: XmlRpcValue[]): Promise<XmlRpcValue> {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8" },
        body: encodeCall(method, params),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new RegistrarError(`Loopia ${method}: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new RegistrarError(`Loopia ${method}: HTTP ${response.status}`);
    try {
      return decodeResponse(await response.text());
    } catch (error) {
      if (error instanceof XmlRpcFault) throw error;
      throw new RegistrarError(`Loopia ${method}: unreadable answer`, { cause: error });
    }
  }

  // A status that is not OK and not one the caller handles is the registrar's failure.
  const expectStatus = (method: string, value: XmlRpcValue, allowed: readonly Status[]): Status => {
    const status = String(value) as Status;
    if (status === "OK" || allowed.includes(status)) return status;
    throw new RegistrarError(`Loopia ${method}: ${status}`);
  };

  async function faultsAsStatus(method: string, params: XmlRpcValue[]): Promise<XmlRpcValue> {
    try {
      return await call(method, params);
    } catch (error) {
      if (!(error instanceof XmlRpcFault)) throw error;
      if (error.faultCode === FAULT_DOMAIN_NOT_AVAILABLE) return "DOMAIN_OCCUPIED";
      if (error.faultCode === FAULT_INSUFFICIENT_FUNDS) return "INSUFFICIENT_FUNDS";
      throw new RegistrarError(`Loopia ${method}: fault ${error.faultCode} ${error.faultString}`);
    }
  }

  /** The domain in our account, or null when it is not ours. */
  async function ownDomain(domain: string): Promise<{ paid: boolean; referenceNo: string | null } | null> {
    try {
      const value = (await call("getDomain", [...credentials(true), domain])) as Record<string, XmlRpcValue>;
      if (typeof value !== "object" || value === null || value.domain !== domain) return null;
      const reference = value.reference_no;
      return {
        paid: value.paid === 1 || value.paid === true,
        referenceNo: reference ? String(reference) : null,
      };
    } catch (error) {
      if (error instanceof XmlRpcFault) return null;
      throw error;
    }
  }

  async function zoneRecords(domain: string, subdomain: string): Promise<Record<string, XmlRpcValue>[]> {
    const value = await call("getZoneRecords", [...credentials(true), domain, subdomain]);
    return Array.isArray(value) ? (value as Record<string, XmlRpcValue>[]) : [];
  }

  // Adds the record unless an equal one is there already, so a repeated registration adds nothing.
  async function ensureRecord(domain: string, subdomain: string, type: "A" | "CNAME", rdata: string) {
    const existing = await zoneRecords(domain, subdomain);
    if (existing.some((r) => r.type === type && String(r.rdata).replace(/\.$/, "") === rdata)) return;
    const record = { type, ttl: RECORD_TTL, priority: 0, rdata };
    expectStatus(
      "addZoneRecord",
      await call("addZoneRecord", [...credentials(true), domain, subdomain, record]),
      [],
    );
  }

  async function pointHere(domain: string): Promise<void> {
    if (options.aRecord) await ensureRecord(domain, "@", "A", options.aRecord);
    const subdomains = await call("getSubdomains", [...credentials(true), domain]);
    if (!(Array.isArray(subdomains) && subdomains.includes("www"))) {
      expectStatus("addSubdomain", await call("addSubdomain", [...credentials(true), domain, "www"]), []);
    }
    await ensureRecord(domain, "www", "CNAME", options.cnameTarget);
  }

  return {
    kind: "loopia",
    async isFree(domain) {
      const status = expectStatus(
        "domainIsFree",
        await faultsAsStatus("domainIsFree", [...credentials(false), domain]),
        ["DOMAIN_OCCUPIED"],
      );
      return status === "OK";
    },
    async register({ domain }: RegisterRequest): Promise<RegistrationOutcome> {
      let own = await ownDomain(domain);
      if (!own) {
        const ordered = await faultsAsStatus("orderDomain", [...credentials(true), domain, true]);
        if (expectStatus("orderDomain", ordered, ["DOMAIN_OCCUPIED"]) === "DOMAIN_OCCUPIED") return "TAKEN";
        own = await ownDomain(domain);
        if (!own) throw new RegistrarError(`Loopia: ${domain} is not in the account after orderDomain`);
      }
      if (!own.paid) {
        if (!own.referenceNo) return "UNPAID";
        const paid = await faultsAsStatus("payInvoiceUsingCredits", [...credentials(true), own.referenceNo]);
        if (expectStatus("payInvoiceUsingCredits", paid, ["INSUFFICIENT_FUNDS"]) !== "OK") return "UNPAID";
      }
      await pointHere(domain);
      return "REGISTERED";
    },
  };
}
