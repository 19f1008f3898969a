// The outside services the address routes use — the registrar and DNS look-ups — made once per
// application from its configuration. Tests replace them for one app with setHostProviders (a local
// XML-RPC registrar, a resolver with fixed answers) without touching the shared AppContext type.
import { Resolver } from "node:dns/promises";
import { join } from "node:path";
import type { AppContext } from "../context";
import { loopiaRegistrar } from "./registrar/loopia";
import { simulatorRegistrar } from "./registrar/simulator";
import type { Registrar } from "./registrar/types";

/** The two DNS questions the check asks; node:dns's Resolver has exactly these. */
export type DnsResolver = {
  resolve4(name: string): Promise<string[]>;
  resolveCname(name: string): Promise<string[]>;
};

export type HostProviders = { registrar: Registrar; resolver: DnsResolver };

const made = new WeakMap<AppContext, HostProviders>();

function registrarFor(ctx: AppContext): Registrar {
  const { hosts, dataDir } = ctx.config;
  if (hosts.registrar.provider === "loopia") {
    return loopiaRegistrar({
      ...hosts.registrar,
      aRecord: hosts.dnsARecord,
      cnameTarget: hosts.dnsCnameTarget,
    });
  }
  // The simulator remembers what it registered beside the database, so a restart does not forget.
  return simulatorRegistrar({ stateFile: join(dataDir, "registrar-simulator.json") });
}

function resolverFor(ctx: AppContext): DnsResolver {
  // A short time-out: the owner is waiting for the answer on the confirmation page.
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const servers = ctx.config.hosts.dnsServers;
  if (servers) resolver.setServers([...servers]);
  return resolver;
}

export function hostProviders(ctx: AppContext): HostProviders {
  let providers = made.get(ctx);
  if (!providers) {
    providers = { registrar: registrarFor(ctx), resolver: resolverFor(ctx) };
    made.set(ctx, providers);
  }
  return providers;
}

/** Tests: use these providers for this app from now on. */
export function setHostProviders(ctx: AppContext, providers: Partial<HostProviders>): void {
  made.set(ctx, { ...hostProviders(ctx), ...providers });
}
