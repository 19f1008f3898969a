// The Sendcloud adapter against a local HTTP server that answers as Sendcloud's API v3 does: the
// requests it sends (Basic auth, route, parcel in cm and kg, the option code when booking) and how
// the answers become shipment methods and a tracking number; errors and unpriced options.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelOf } from "./provider";
import { createSendcloudProvider, methodsOf, ShippingProviderError } from "./sendcloud";

type Seen = { method: string; url: string; authorization: string; body: Record<string, unknown> };
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = createServer(async (request: IncomingMessage, response) => {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  seen.push({
    method: request.method ?? "",
    url: request.url ?? "",
    authorization: request.headers.authorization ?? "",
    body: JSON.parse(raw || "{}"),
  });
  response.writeHead(answer.status, { "content-type": "application/json" });
  response.end(JSON.stringify(answer.body));
});
let apiUrl = "";
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const provider = () =>
  createSendcloudProvider({
    provider: "sendcloud",
    apiUrl,
    publicKey: "pub",
    secretKey: "hemlig",
    fromPostalCode: "111 22",
  });
const to = {
  firstName: "Anna",
  lastName: "Svensson",
  addressLine1: "Storgatan 1",
  postCode: "621 55",
  city: "Visby",
  email: "anna@example.se",
  phone: "+46700000000",
};

const OPTIONS = {
  data: [
    {
      code: "postnord:varubrev/first_class",
      name: "PostNord Varubrev 1:a klass",
      carrier: { code: "postnord", name: "PostNord" },
      product: { code: "postnord:varubrev", name: "Varubrev 1:a klass" },
      functionalities: { last_mile: "home_delivery" },
      quotes: [{ price: { total: { value: "69.00", currency: "SEK" } }, lead_time: 48 }],
    },
    {
      code: "db_schenker:ombud",
      carrier: { code: "db_schenker" },
      product: { name: "Ombud Standard" },
      functionalities: { last_mile: "service_point" },
      quotes: [{ price: { total: { value: "74.50", currency: "SEK" } } }],
    },
    {
      code: "dhl_express:domestic",
      carrier: { code: "dhl_express" },
      product: { name: "Express 9:00" },
      functionalities: { priority: "express" },
      quotes: [{ price: { total: { value: "249", currency: "SEK" } }, lead_time: 24 }],
    },
    { code: "bring:unpriced", carrier: { code: "bring" }, quotes: null },
  ],
};

describe("the Sendcloud shipping adapter", () => {
  it("asks for the options of the route and parcel, and maps them to shipment methods", async () => {
    answer = { status: 200, body: OPTIONS };
    const methods = await provider().methods({ to, country: "SE", parcel: parcelOf(20, true) });
    const request = seen.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/api/v3/shipping-options");
    expect(request?.authorization).toBe(`Basic ${Buffer.from("pub:hemlig").toString("base64")}`);
    expect(request?.body).toMatchObject({
      from_address: { country_code: "SE", postal_code: "111 22" },
      to_address: { country_code: "SE", postal_code: "621 55", city: "Visby" },
      parcels: [{ weight: { value: "0.300", unit: "kg" }, dimensions: { length: "17.0", unit: "cm" } }],
      calculate_quotes: true,
    });
    expect(methods).toEqual([
      {
        shipmentMethodUid: "postnord:varubrev/first_class",
        name: "Varubrev 1:a klass",
        carrier: "postnord",
        price: 6900,
        minDeliveryDays: 2,
        maxDeliveryDays: 3,
        type: "normal",
      },
      {
        shipmentMethodUid: "db_schenker:ombud",
        name: "Ombud Standard",
        carrier: "dbschenker",
        price: 7450,
        minDeliveryDays: 1,
        maxDeliveryDays: 5,
        type: "pick_up",
      },
      {
        shipmentMethodUid: "dhl_express:domestic",
        name: "Express 9:00",
        carrier: "dhl_express",
        price: 24900,
        minDeliveryDays: 1,
        maxDeliveryDays: 2,
        type: "express",
      },
    ]);
  });

  it("announces the shipment with the chosen option and answers its tracking number", async () => {
    answer = {
      status: 200,
      body: { data: { id: 7, parcels: [{ id: 9, tracking_number: "00370712345678901" }] } },
    };
    const booked = await provider().book({
      reference: "order-1",
      shipmentMethodUid: "postnord:varubrev/first_class",
      to,
      country: "SE",
      parcel: parcelOf(10, false),
    });
    expect(booked).toEqual({ trackingNumber: "00370712345678901" });
    expect(seen.at(-1)).toMatchObject({
      url: "/api/v3/shipments/announce",
      body: {
        to_address: { name: "Anna Svensson", email: "anna@example.se", phone_number: "+46700000000" },
        ship_with: {
          type: "shipping_option_code",
          properties: { shipping_option_code: "postnord:varubrev/first_class" },
        },
        order_number: "order-1",
      },
    });
  });

  it("turns refusals and answers without what is needed into errors", async () => {
    answer = { status: 401, body: { errors: [{ detail: "Invalid credentials" }] } };
    await expect(provider().methods({ to, country: "SE", parcel: parcelOf(10, false) })).rejects.toThrow(
      "Sendcloud answered 401: Invalid credentials",
    );
    answer = { status: 200, body: { data: { parcels: [{}] } } };
    await expect(
      provider().book({
        reference: "x",
        shipmentMethodUid: "y",
        to,
        country: "SE",
        parcel: parcelOf(10, false),
      }),
    ).rejects.toBeInstanceOf(ShippingProviderError);
    expect(() => methodsOf({ nothing: true })).toThrow(ShippingProviderError);
  });
});

describe("shipping configuration", () => {
  it("is the simulator without keys and Sendcloud with both keys and the sender's post code", async () => {
    const { loadConfig } = await import("../config");
    const quiet = () => {};
    expect(loadConfig({}, quiet).shipping).toEqual({ provider: "simulator" });
    expect(
      loadConfig(
        { SENDCLOUD_PUBLIC_KEY: "pub", SENDCLOUD_SECRET_KEY: "hemlig", SHIPPING_FROM_POSTCODE: "111 22" },
        quiet,
      ).shipping,
    ).toEqual({
      provider: "sendcloud",
      apiUrl: "https://panel.sendcloud.sc/api/v3",
      publicKey: "pub",
      secretKey: "hemlig",
      fromPostalCode: "111 22",
    });
    expect(() => loadConfig({ SENDCLOUD_PUBLIC_KEY: "pub" }, quiet)).toThrow(/both SENDCLOUD_PUBLIC_KEY/);
    expect(() => loadConfig({ SENDCLOUD_PUBLIC_KEY: "pub", SENDCLOUD_SECRET_KEY: "hemlig" }, quiet)).toThrow(
      /SHIPPING_FROM_POSTCODE/,
    );
  });
});
