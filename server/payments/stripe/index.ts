// The card provider the configuration chooses (STRIPE_* keys: Stripe; none: the simulator), one per app.
import type { AppContext } from "../../context";
import type { CardProvider } from "./provider";
import { type CardSimulator, cardSimulator } from "./simulator";
import { stripeCardProvider } from "./stripe-adapter";

const providers = new WeakMap<AppContext, CardProvider>();

export function cardProviderOf(ctx: AppContext): CardProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const card = ctx.config.card;
    provider =
      card.provider === "stripe" ? stripeCardProvider(card) : cardSimulator({ dataDir: ctx.config.dataDir });
    providers.set(ctx, provider);
  }
  return provider;
}

export const isCardSimulator = (provider: CardProvider): provider is CardSimulator =>
  provider.kind === "simulator";
