// The domain registrar behind one interface (PROVIDERS.md, Domain registrar): is a domain free, and
// register it. The simulator (default) keeps its own registry; the Loopia adapter speaks Loopia's
// XML-RPC API. Both answer in these terms so the routes never see a provider's own words.

/** What registering answered. UNPAID: the registrar has not seen the money yet (the client retries, SPEC §9). */
export type RegistrationOutcome = "REGISTERED" | "UNPAID" | "TAKEN";

export type RegisterRequest = {
  /** A checked domain of the offered TLDs (core/hosts.ts checkDomainName). */
  domain: string;
  years: number;
  /** When the owner's payment for it was made: the simulator answers UNPAID shortly after. */
  paidAt: Date;
};

export interface Registrar {
  readonly kind: "simulator" | "loopia";
  isFree(domain: string): Promise<boolean>;
  register(request: RegisterRequest): Promise<RegistrationOutcome>;
}

/** The registrar could not answer (network, credentials, its own error): a 502 for the client. */
export class RegistrarError extends Error {
  override name = "RegistrarError";
}
