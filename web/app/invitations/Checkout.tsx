// Checkout of printed cards (SPEC §4 Checkout, §5 shipping form and card count, §9 prices):
// /inbjudningar/{printId}/bestall. The count (10–300 in tens, 10 first) and envelopes are chosen with
// the price beside them; the shipping address is entered, checked and then locked ('Ändra adress'
// opens it again); the shipment methods for it come from the server with the cheapest chosen; 'Till
// betalning' creates the order (priced by the server) and opens the payment (Swish or card), and a paid
// order goes to its confirmation page. The browser's prices are only shown: the order's total is the
// server's. "Ett kort per hushåll från gästlistan" (issue 25) orders one card per household of the
// guest list whose link is on instead of a count: the count is the list's (shown, with a link to the
// guest list), a preview shows the first household's back, and without the page's address (personal
// links need its host) or any household the order cannot be placed.
import {
  CARD_COUNTS,
  ENVELOPE_PRICES,
  ENVELOPES,
  type Envelopes,
  formatSek,
  lineTitle,
  orderPrice,
} from "@core/orders/prices";
import {
  carrierName,
  SHIPMENT_TYPES,
  type ShipmentMethod,
  type ShippingAddress,
  shippingAddressSchema,
} from "@core/orders/schema";
import {
  householdCardsOf,
  type ListedHousehold,
  MAX_HOUSEHOLD_CARDS,
  type PrintedHouseholdCard,
  qrPath,
} from "@core/print/households";
import type { Print } from "@core/print/schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PrintCard } from "../../print/PrintCard";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { useFontFaces } from "../font-faces";
import { PaymentChooser } from "../payments/PaymentChooser";
import { HouseholdCardBack } from "./HouseholdCard";
import type { InvitationSite } from "./InvitationsPage";

const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "addressLine1",
  "postCode",
  "city",
  "email",
  "phone",
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: "given-name",
  lastName: "family-name",
  addressLine1: "address-line1",
  postCode: "postal-code",
  city: "address-level2",
  email: "email",
  phone: "tel",
};
const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ""])) as ShippingAddress;

/** The guest list as GET /api/sites/{siteId}/households answers it (what a card per household needs). */
type GuestListAnswer = { households: ListedHousehold[] };

/**
 * The first household's card for the preview, its QR code drawn here (the qrcode package, loaded only
 * when the option is chosen); the print's QR codes are drawn by the server.
 */
function useSampleCard(card: { id: string; name: string; code: string; url: string } | undefined) {
  return useQuery({
    queryKey: ["household-card-sample", card?.id, card?.name, card?.code, card?.url],
    queryFn: async (): Promise<PrintedHouseholdCard | null> => {
      if (!card) return null;
      const { default: QRCode } = await import("qrcode");
      const { modules } = QRCode.create(card.url, { errorCorrectionLevel: "M" });
      return {
        ...card,
        qr: { size: modules.size, path: qrPath(modules.size, (r, c) => modules.get(r, c) !== 0) },
      };
    },
    enabled: card !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A carrier's name; an unknown one is logged and shown as the provider wrote it (SPEC §8). */
function carrierText(code: string): string {
  const { name, known } = carrierName(code);
  if (!known) console.warn("Unknown carrier", code);
  return name;
}

/** The order's lines with their prices, the total and the VAT in it (checkout and confirmation). */
export function PriceLines({
  order,
  language,
}: {
  order: { quantity: number; envelopes: Envelopes; trim: "none" | "rounded" };
  language: "sv" | "en" | "da";
}) {
  const { t } = useTranslation("app");
  const price = orderPrice(order);
  return (
    <table className="checkout__lines">
      <tbody>
        {price.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row">
              {line.kind === "shipping"
                ? t("invitations.checkout.fixedShipping")
                : lineTitle(line, order.envelopes, language)}
            </th>
            <td>{formatSek(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="checkout__total">
          <th scope="row">{t("invitations.checkout.total")}</th>
          <td>{formatSek(price.totalInclVat)}</td>
        </tr>
        <tr>
          <th scope="row">{t("invitations.checkout.vat")}</th>
          <td>{formatSek(price.totalVat)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** '1–3 dagar', or '1 dag' when the carrier promises one day (SPEC §9: min–max, not guaranteed). */
export function deliveryDays(
  t: (key: string, options?: Record<string, unknown>) => string,
  method: { minDeliveryDays: number; maxDeliveryDays: number },
): string {
  return method.minDeliveryDays === method.maxDeliveryDays
    ? t("invitations.checkout.daysExact", { count: method.minDeliveryDays })
    : t("invitations.checkout.days", { min: method.minDeliveryDays, max: method.maxDeliveryDays });
}

/** A delivery type's words; an unknown one is logged and shown as the provider wrote it (SPEC §8). */
function typeText(t: (key: string, options?: Record<string, unknown>) => string, type: string): string {
  if (!(SHIPMENT_TYPES as readonly string[]).includes(type)) {
    console.warn("Unknown delivery type", type);
    return type;
  }
  return t(`invitations.checkout.type.${type}`);
}

export function Checkout({ site }: { site: InvitationSite }) {
  const { printId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<ShownError | null>(null);
  const [chosenQuantity, setQuantity] = useState<number>(CARD_COUNTS[0] ?? 10);
  const [perHousehold, setPerHousehold] = useState(false);
  const [envelopes, setEnvelopes] = useState<Envelopes>("none");
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [locked, setLocked] = useState(false);
  const [methodUid, setMethodUid] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const addressHeading = useRef<HTMLHeadingElement>(null);
  const payment = useRef<HTMLDivElement>(null);
  const root = `/redigera/${encodeURIComponent(site._id)}/inbjudningar`;
  const siteRoot = `/redigera/${encodeURIComponent(site._id)}`;
  useDocumentTitle(t("invitations.checkout.title"));

  const print = useQuery({
    queryKey: ["print", printId],
    queryFn: () => api.get<Print>(`/api/prints/${encodeURIComponent(printId)}`),
  });
  useLoadError(print.error, t("invitations.printLoadFailed"), setError);
  useFontFaces(print.data ? [print.data.fonts] : []);

  // The methods depend on the address only (the estimate is for 10 cards with standard envelopes).
  const methods = useQuery({
    queryKey: ["shipmentMethods", printId, locked ? JSON.stringify(address) : null],
    queryFn: () =>
      api.post<{ shipmentMethods: ShipmentMethod[] }>("/api/orders/shipmentMethods/", {
        shippingAddress: address,
        print: printId,
        quantity: 10,
        envelopes: "standard",
      }),
    enabled: locked,
  });
  useLoadError(methods.error, t("invitations.checkout.methodsFailed"), setError);

  // One card per household: the list's households with their link on, on the page's address.
  const guestList = useQuery({
    queryKey: ["households", site._id],
    queryFn: () => api.get<GuestListAnswer>(`/api/sites/${encodeURIComponent(site._id)}/households`),
    enabled: perHousehold && site.host !== null,
  });
  useLoadError(guestList.error, t("invitations.checkout.householdsFailed"), setError);
  const householdCards =
    perHousehold && site.host && guestList.data
      ? householdCardsOf(guestList.data.households, site.host)
      : null;
  const linkOff = guestList.data?.households.filter((household) => !household.linkEnabled).length ?? 0;
  const sample = useSampleCard(householdCards?.[0]);
  const householdsReady =
    householdCards !== null && householdCards.length > 0 && householdCards.length <= MAX_HOUSEHOLD_CARDS;
  const quantity = perHousehold ? (householdCards?.length ?? 0) : chosenQuantity;
  const cheapest = methods.data?.shipmentMethods[0]?.shipmentMethodUid ?? null;
  useEffect(() => {
    if (cheapest && !methods.data?.shipmentMethods.some((m) => m.shipmentMethodUid === methodUid))
      setMethodUid(cheapest);
  }, [cheapest, methodUid, methods.data]);
  useEffect(() => {
    if (orderId) payment.current?.focus();
  }, [orderId]);

  const createOrder = useMutation({
    mutationFn: () => {
      const method = methods.data?.shipmentMethods.find((m) => m.shipmentMethodUid === methodUid);
      return api.post<{ id: string }>("/api/orders/", {
        print: printId,
        site: site._id,
        // One card per household: the server counts the list itself.
        ...(perHousehold ? { perHousehold: true } : { quantity }),
        envelopes,
        shipmentMethodUid: methodUid,
        shipmentMethodName: method?.name,
        shippingAddress: address,
      });
    },
    onSuccess: ({ id: created }) => setOrderId(created),
    onError: (cause) => setError({ error: cause, description: t("invitations.checkout.orderFailed") }),
  });

  if (!print.data) return <p aria-live="polite">{t("editor.loading")}</p>;
  const trim = print.data.trim;
  const price = orderPrice({ quantity, envelopes, trim });
  const language = (["sv", "en", "da"].includes(i18n.language) ? i18n.language : "sv") as "sv" | "en" | "da";

  const confirmAddress = (event: FormEvent) => {
    event.preventDefault();
    const checked = shippingAddressSchema.safeParse(address);
    if (checked.success) {
      setProblems({});
      setAddress(checked.data);
      setLocked(true);
      return;
    }
    const found: Partial<Record<AddressField, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as AddressField;
      found[field] ??= t(
        address[field].trim() === ""
          ? "invitations.checkout.required"
          : `invitations.checkout.invalid.${field}`,
      );
    }
    setProblems(found);
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const changeAddress = () => {
    setLocked(false);
    setOrderId(null);
    setTimeout(() => document.getElementById(`${id}-firstName`)?.focus());
  };
  const changeOrder = () => setOrderId(null);
  const fixed = orderId !== null;

  return (
    <main className="checkout">
      <div className="checkout__head">
        <Link className="link-button" to={`${root}/${encodeURIComponent(printId)}`}>
          {t("invitations.checkout.backToCard")}
        </Link>
        <h1 className="checkout__title">{t("invitations.checkout.title")}</h1>
      </div>
      <div className="checkout__body">
        <div className="checkout__main">
          <section className="checkout__section" aria-labelledby={`${id}-what`}>
            <h2 id={`${id}-what`}>{t("invitations.checkout.what")}</h2>
            <div className="checkout__per-household">
              <label className="choice">
                <input
                  type="checkbox"
                  checked={perHousehold}
                  disabled={fixed}
                  aria-describedby={`${id}-per-household-hint`}
                  onChange={(event) => setPerHousehold(event.target.checked)}
                />
                <span>{t("invitations.checkout.perHousehold")}</span>
              </label>
              <p className="checkout__note" id={`${id}-per-household-hint`}>
                {t("invitations.checkout.perHouseholdHint")}
              </p>
            </div>
            {perHousehold ? (
              <div className="checkout__households" aria-live="polite">
                {site.host === null ? (
                  <p className="checkout__problem">
                    {t("invitations.checkout.perHouseholdNoAddress")}{" "}
                    <Link to={`${siteRoot}/valj-adress`}>{t("invitations.checkout.chooseAddress")}</Link>
                  </p>
                ) : householdCards === null ? (
                  <p>{guestList.isPending ? t("invitations.checkout.householdsLoading") : ""}</p>
                ) : householdCards.length === 0 ? (
                  <p className="checkout__problem">
                    {t("invitations.checkout.perHouseholdEmpty")}{" "}
                    <Link to={`${siteRoot}/gaster`}>{t("invitations.checkout.toGuestList")}</Link>
                  </p>
                ) : (
                  <>
                    <p
                      className={
                        householdCards.length > MAX_HOUSEHOLD_CARDS ? "checkout__problem" : undefined
                      }
                    >
                      <strong>
                        {householdCards.length > MAX_HOUSEHOLD_CARDS
                          ? t("invitations.checkout.perHouseholdTooMany", {
                              max: MAX_HOUSEHOLD_CARDS,
                              count: householdCards.length,
                            })
                          : t("invitations.checkout.perHouseholdCount", { count: householdCards.length })}
                      </strong>{" "}
                      <Link to={`${siteRoot}/gaster`}>{t("invitations.checkout.toGuestList")}</Link>
                    </p>
                    {linkOff > 0 ? (
                      <p className="checkout__note">
                        {t("invitations.checkout.perHouseholdLinkOff", { count: linkOff })}
                      </p>
                    ) : null}
                  </>
                )}
              </div>
            ) : (
              <div className="field">
                <label htmlFor={`${id}-count`}>{t("invitations.checkout.count")}</label>
                <select
                  id={`${id}-count`}
                  value={chosenQuantity}
                  disabled={fixed}
                  onChange={(event) => setQuantity(Number(event.target.value))}
                >
                  {CARD_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {t("invitations.checkout.cards", { count })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <fieldset className="checkout__choices" disabled={fixed}>
              <legend>{t("invitations.checkout.envelopes")}</legend>
              {ENVELOPES.map((kind) => (
                <label key={kind} className="choice">
                  <input
                    type="radio"
                    name={`${id}-envelopes`}
                    checked={envelopes === kind}
                    onChange={() => setEnvelopes(kind)}
                  />
                  <span>
                    {t(`invitations.checkout.envelope.${kind}`)}
                    {kind !== "none" ? (
                      <span className="checkout__unit">
                        {" "}
                        {t("invitations.checkout.perCard", { price: formatSek(ENVELOPE_PRICES[kind]) })}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="checkout__note">
              {t(
                trim === "rounded"
                  ? "invitations.checkout.roundedChosen"
                  : "invitations.checkout.straightChosen",
              )}
            </p>
          </section>

          <section className="checkout__section" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} ref={addressHeading} tabIndex={-1}>
              {t("invitations.checkout.address")}
            </h2>
            {locked ? (
              <div className="checkout__locked">
                <address className="checkout__address">
                  {address.firstName} {address.lastName}
                  <br />
                  {address.addressLine1}
                  <br />
                  {address.postCode} {address.city}
                  <br />
                  {address.email}
                  <br />
                  {address.phone}
                </address>
                <button type="button" className="button button--small" onClick={changeAddress}>
                  {t("invitations.checkout.changeAddress")}
                </button>
              </div>
            ) : (
              <form className="form checkout__address-form" onSubmit={confirmAddress} noValidate>
                {ADDRESS_FIELDS.map((field) => (
                  <div key={field} className={`field checkout__field checkout__field--${field}`}>
                    <label htmlFor={`${id}-${field}`}>{t(`invitations.checkout.field.${field}`)}</label>
                    <input
                      id={`${id}-${field}`}
                      name={field}
                      type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                      autoComplete={AUTOCOMPLETE[field]}
                      inputMode={field === "postCode" ? "numeric" : undefined}
                      required
                      maxLength={field === "email" ? 254 : 200}
                      value={address[field]}
                      placeholder={field === "phone" ? "+46 70 123 45 67" : undefined}
                      aria-invalid={problems[field] ? true : undefined}
                      aria-describedby={
                        [
                          problems[field] ? `${id}-${field}-error` : "",
                          field === "phone" ? `${id}-phone-hint` : "",
                        ]
                          .filter(Boolean)
                          .join(" ") || undefined
                      }
                      onChange={(event) => setAddress((a) => ({ ...a, [field]: event.target.value }))}
                    />
                    {field === "phone" ? (
                      <span className="field__hint" id={`${id}-phone-hint`}>
                        {t("invitations.checkout.phoneHint")}
                      </span>
                    ) : null}
                    {problems[field] ? (
                      <span className="field__error" id={`${id}-${field}-error`}>
                        {problems[field]}
                      </span>
                    ) : null}
                  </div>
                ))}
                <div className="checkout__actions">
                  <button type="submit" className="button button--primary">
                    {t("invitations.checkout.useAddress")}
                  </button>
                </div>
              </form>
            )}
          </section>

          {locked ? (
            <section className="checkout__section" aria-labelledby={`${id}-shipping`}>
              <h2 id={`${id}-shipping`}>{t("invitations.checkout.shipping")}</h2>
              {methods.data ? (
                <fieldset className="checkout__choices checkout__methods" disabled={fixed}>
                  <legend className="visually-hidden">{t("invitations.checkout.shipping")}</legend>
                  {methods.data.shipmentMethods.map((method) => (
                    <label key={method.shipmentMethodUid} className="choice checkout__method">
                      <input
                        type="radio"
                        name={`${id}-method`}
                        checked={methodUid === method.shipmentMethodUid}
                        onChange={() => setMethodUid(method.shipmentMethodUid)}
                      />
                      <span>
                        <strong>{carrierText(method.carrier)}</strong> {method.name}
                        <span className="checkout__unit">
                          {" "}
                          {deliveryDays(t, method)}
                          {" · "}
                          {typeText(t, method.type)}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              ) : (
                <p aria-live="polite">{methods.isPending ? t("invitations.checkout.methodsLoading") : ""}</p>
              )}
              <p className="checkout__note">{t("invitations.checkout.notGuaranteed")}</p>
            </section>
          ) : null}
        </div>

        <aside className="checkout__summary" aria-labelledby={`${id}-summary`}>
          <div className="checkout__card">
            <PrintCard print={print.data} page={1} mode="preview" />
          </div>
          {perHousehold && sample.data ? (
            <figure className="checkout__card checkout__card--household">
              <HouseholdCardBack
                print={print.data}
                card={sample.data}
                language={site.availableLanguages[0]?.languageCode ?? "sv"}
                mode="preview"
              />
              <figcaption>{t("invitations.checkout.sampleBack", { name: sample.data.name })}</figcaption>
            </figure>
          ) : null}
          <h2 id={`${id}-summary`}>{t("invitations.checkout.summary")}</h2>
          <PriceLines order={{ quantity, envelopes, trim }} language={language} />
          {orderId ? (
            <div className="checkout__payment" ref={payment} tabIndex={-1}>
              <PaymentChooser
                payFor={{ orderId }}
                amountText={formatSek(price.totalInclVat)}
                onPaid={() => navigate(`${root}/bekraftelse/${encodeURIComponent(orderId)}`)}
                onCancel={changeOrder}
              />
              <button type="button" className="link-button" onClick={changeOrder}>
                {t("invitations.checkout.changeOrder")}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button button--primary checkout__pay"
              disabled={!locked || !methodUid || createOrder.isPending || (perHousehold && !householdsReady)}
              onClick={() => createOrder.mutate()}
            >
              {createOrder.isPending
                ? t("invitations.checkout.creating")
                : t("invitations.checkout.toPayment")}
            </button>
          )}
          {!locked ? <p className="checkout__note">{t("invitations.checkout.addressFirst")}</p> : null}
        </aside>
      </div>
      <ErrorDialog shown={error} />
    </main>
  );
}
