// The address settings in the configuration: the registrar and the DNS values owners are shown.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

const quiet = () => {};
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }, quiet);

describe("hosts configuration", () => {
  it("defaults to the registrar simulator, no A record and the brand's domain as CNAME target", () => {
    expect(load({}).hosts).toEqual({
      registrar: { provider: "simulator" },
      dnsARecord: null,
      dnsCnameTarget: "brollopssidan.se",
      dnsServers: null,
    });
    expect(load({ BRAND: "party", MARKET: "dk" }).hosts.dnsCnameTarget).toBe("festsiden.dk");
  });

  it("reads Loopia's credentials, with Loopia's endpoint by default", () => {
    const config = load({
      REGISTRAR: "Loopia",
      REGISTRAR_USER: "api@loopiaapi",
      REGISTRAR_PASSWORD: "hemligt",
      DNS_A_RECORD: "203.0.113.7",
      DNS_CNAME_TARGET: "Sites.Brollopssidan.se.",
    });
    expect(config.hosts).toEqual({
      registrar: {
        provider: "loopia",
        url: "https://api.loopia.se/RPCSERV",
        user: "api@loopiaapi",
        password: "hemligt",
        customerNumber: null,
      },
      dnsARecord: "203.0.113.7",
      dnsCnameTarget: "sites.brollopssidan.se",
      dnsServers: null,
    });
  });

  it("reads the DNS servers the check asks, each an address with an optional port", () => {
    expect(
      load({ DNS_SERVERS: "192.0.2.1, 192.0.2.2:5353,2001:db8::1,[2001:db8::2]:53" }).hosts.dnsServers,
    ).toEqual(["192.0.2.1", "192.0.2.2:5353", "2001:db8::1", "[2001:db8::2]:53"]);
    for (const wrong of [
      "dns.example.se",
      "192.0.2.1:0",
      "192.0.2.1:70000",
      "[192.0.2.1]:53",
      "2001:db8::1:53:x",
    ]) {
      expect(() => load({ DNS_SERVERS: wrong }), wrong).toThrow(/DNS_SERVERS/);
    }
  });

  it("stops the start on a half or wrong setting, never echoing the password", () => {
    expect(() => load({ REGISTRAR: "loopia", REGISTRAR_USER: "api" })).toThrow(
      /REGISTRAR_USER and REGISTRAR_PASSWORD/,
    );
    expect(() => load({ REGISTRAR: "godaddy" })).toThrow(ConfigError);
    expect(() => load({ DNS_A_RECORD: "2001:db8::1" })).toThrow(/DNS_A_RECORD/);
    expect(() => load({ DNS_CNAME_TARGET: "not a host" })).toThrow(/DNS_CNAME_TARGET/);
    expect(() => load({ REGISTRAR_URL: "ftp://x" })).toThrow(/REGISTRAR_URL/);
    try {
      load({ REGISTRAR_PASSWORD: "x".repeat(300) });
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("xxxx");
    }
  });
});
