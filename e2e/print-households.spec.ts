// Printed cards meet the guest list (issue 25): a couple with two households on the guest list orders
// "Ett kort per hushåll från gästlistan" at the checkout (the count is the list's, the first
// household's back is shown), pays with the Swish simulator, and the operator's command writes the
// order's PDF: one card per household in list order (front and back each), each back with the
// household's name, its code and the page's address, read back with poppler's pdftotext.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { DEFAULT_FONTS } from "@core/fonts";
import { newPrint } from "@core/print/layouts";
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSite, expectNoAxeViolations, logIn, uniqueMail } from "./helpers";

const tool = (name: string, ...args: string[]) => execFileSync(name, args, { encoding: "utf8" });

test("one card per household: the count is the guest list's and the PDF has each household's name and code", async ({
  page,
}, testInfo) => {
  // Swish's simulated approval and the print PDF take their time.
  test.setTimeout(120_000);
  execFileSync("bash", ["scripts/ensure-poppler.sh"], { stdio: ["ignore", "ignore", "inherit"] });

  const mail = uniqueMail("hushall");
  const siteId = await createAccountWithSite(page.request, mail, "hemligt-123");
  const host = `maja-elias-hushall-${Date.now()}.se`;
  await logIn(page, mail);
  const facts = {
    names: "Maja & Elias",
    dateText: "Lördag 7 augusti 2027, 14:00",
    placeText: "S:t Maria domkyrka, Visby",
    siteUrl: `https://${host}`,
    language: "sv",
  };
  const print = newPrint(
    { colorScheme: DEFAULT_COLOR_SCHEME, fonts: DEFAULT_FONTS, siteGraphic: "EUCALYPTUS", eventLogo: null },
    facts,
  );
  const made = await page.request.post("/api/prints/", { data: { print, site: siteId } });
  expect(made.ok(), await made.text()).toBe(true);
  const { id: printId } = (await made.json()) as { id: string };
  const checkout = `/redigera/${siteId}/inbjudningar/${printId}/bestall`;
  const option = page.getByRole("checkbox", { name: "Ett kort per hushåll från gästlistan" });

  // No address yet: personal links need the page's host, so the option says so and cannot be ordered.
  await page.goto(checkout);
  await option.check();
  await expect(
    page.getByText("Personliga länkar behöver sidans adress. Välj en adress först."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Välj adress" })).toHaveAttribute(
    "href",
    `/redigera/${siteId}/valj-adress`,
  );
  await expect(page.getByRole("button", { name: "Till betalning" })).toBeDisabled();

  // An address, but nobody on the guest list yet: the way to the list.
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  await page.goto(checkout);
  await option.check();
  await expect(page.getByText("Inget hushåll i gästlistan har en personlig länk ännu.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Till gästlistan" })).toHaveAttribute(
    "href",
    `/redigera/${siteId}/gaster`,
  );

  // The guest list: two households, in this order.
  const households: { id: string; name: string; code: string }[] = [];
  for (const [name, guest] of [
    ["Familjen Lind", "Anna Lind"],
    ["Familjen Berg", "Olle Berg"],
  ] as const) {
    const made = await page.request.post(`/api/sites/${siteId}/households`, {
      data: { name, guests: [{ name: guest }] },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const body = (await made.json()) as { household?: { id: string; code: string } } & {
      id: string;
      code: string;
    };
    const household = body.household ?? body;
    households.push({ id: household.id, name, code: household.code });
  }
  const [lind, berg] = households as [(typeof households)[0], (typeof households)[0]];

  // The checkout: the option, the count from the list, the first household's back.
  await page.goto(checkout);
  await expect(page.getByRole("heading", { level: 1, name: "Beställ kort" })).toBeVisible();
  await option.check();
  await expect(page.getByText("2 kort, ett per hushåll med personlig länk")).toBeVisible();
  await expect(page.getByLabel("Antal kort")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Till gästlistan" })).toHaveAttribute(
    "href",
    `/redigera/${siteId}/gaster`,
  );
  const sample = page.getByRole("figure", { name: "Baksidan för Familjen Lind" });
  await expect(sample).toContainText("Till Familjen Lind");
  await expect(sample).toContainText(`eller gå till ${host} och ange koden ${lind.code}`);
  const summary = page.getByRole("complementary", { name: "Din beställning" });
  await expect(summary).toContainText("2 inbjudningskort, A6");
  await expect(summary.getByRole("row", { name: /Totalt inkl\. moms/ })).toContainText(/125\skr/);

  await page.getByLabel("Förnamn", { exact: true }).fill("Maja");
  await page.getByLabel("Efternamn", { exact: true }).fill("Lind");
  await page.getByLabel("Adress", { exact: true }).fill("Strandvägen 4");
  await page.getByLabel("Postnummer", { exact: true }).fill("621 41");
  await page.getByLabel("Ort", { exact: true }).fill("Visby");
  await page.getByLabel("E-post", { exact: true }).fill(mail);
  await page.getByLabel("Mobilnummer", { exact: true }).fill("+46 70 123 45 67");
  await page.getByRole("button", { name: "Använd adressen" }).click();
  await expect(page.getByRole("radio", { name: /\d dag/ }).first()).toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("checkout-per-household.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("checkout-per-household-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Till betalning" }).click();
  await page.getByRole("button", { name: "Swish" }).click();
  await page.getByLabel("Ditt swish-nummer").fill("+46 70 123 45 67");
  await page.getByRole("button", { name: "Betala 125 kr med Swish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({
    timeout: 30_000,
  });
  const listed = page.getByText("Ett kort per hushåll (2 hushåll), i gästlistans ordning");
  await listed.click();
  await expect(page.getByRole("listitem").filter({ hasText: "Familjen Lind" })).toContainText(lind.code);
  await expectNoAxeViolations(page);
  const orderId = page.url().split("/").at(-1) ?? "";
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(await order.json()).toMatchObject({
    quantity: 2,
    perHousehold: true,
    households: [
      { id: lind.id, name: "Familjen Lind", code: lind.code },
      { id: berg.id, name: "Familjen Berg", code: berg.code },
    ],
  });

  // The operator's command writes the order's PDF: Lind's card (pages 1–2), then Berg's (pages 3–4).
  const folder = mkdtempSync(join(tmpdir(), "orders-households-"));
  expect(admin("orders", folder)).toContain(orderId);
  const file = join(folder, `${orderId}.pdf`);
  expect(tool("pdfinfo", file)).toMatch(/^Pages:\s+4$/m);
  const text = (page: number) => tool("pdftotext", "-f", String(page), "-l", String(page), file, "-");
  const oneLine = (value: string) => value.replace(/\s+/g, " ");
  for (const front of [1, 3]) {
    expect(text(front)).toContain("Maja & Elias");
    expect(text(front)).not.toMatch(/Familjen|koden/);
  }
  const lindBack = oneLine(text(2));
  expect(lindBack).toContain("Till Familjen Lind");
  expect(lindBack).toContain(`eller gå till ${host} och ange koden ${lind.code}`);
  expect(lindBack).not.toContain("Familjen Berg");
  const bergBack = oneLine(text(4));
  expect(bergBack).toContain("Till Familjen Berg");
  expect(bergBack).toContain(`eller gå till ${host} och ange koden ${berg.code}`);
  expect(bergBack).not.toContain("Familjen Lind");
  // The card's own QR address line is replaced by the household's block.
  expect(lindBack.split(host)).toHaveLength(2);
  // A look at the backs (kept with the test's output).
  tool("pdftoppm", "-r", "110", "-png", "-f", "2", "-l", "2", file, testInfo.outputPath("lind-back"));
  tool("pdftoppm", "-r", "110", "-png", "-f", "1", "-l", "1", file, testInfo.outputPath("lind-front"));
});
