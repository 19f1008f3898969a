// The toastmaster (issue 28) in the browser: the owner shares the speech form with the toastmaster in
// the form's editor ('Dela svaren med toastmastern') and invites a toastmaster (through the API, as the
// 'Personer' screen does; co-owners.spec.ts drives that screen); the toastmaster opens the mailed link
// on a phone, signs up on the invitation's page and lands on their own screen (the editor's address
// sends them there). They see a guest's speech sign-up with the household it belongs to, edit the
// programme and save (the guest page shows the new item), and send a message to the speakers, which
// reaches the signed-up household. axe on the screen; phone screenshots.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn, uniqueMail } from "./helpers";
import { mailsTo, ownerWithGuestList, PASSWORD, PHONE, rsvpWeddingSite, screenshots } from "./helpers/guests";

const shot = screenshots("toastmaster");

const SPEECH_FORM = {
  id: "speechform1",
  siteModuleType: "Form",
  title: { sv: "Tal och sång" },
  showFormButton: { sv: "Anmäl tal" },
  sendButton: { sv: "Skicka anmälan" },
  form: {
    formElements: [
      { id: "speaker", formElementType: "ShortText", label: { sv: "Vem talar?" }, required: true },
      { id: "what", formElementType: "ShortText", label: { sv: "Vad vill du göra?" }, required: false },
      {
        id: "mail",
        formElementType: "ShortText",
        inputKind: "email",
        label: { sv: "E-post" },
        required: false,
      },
    ],
  },
};

const PROGRAMME = {
  id: "programme1",
  siteModuleType: "Programme",
  title: { sv: "Programmet" },
  items: [{ id: "item1", time: "15:00", title: { sv: "Vigsel" } }],
};

test("the toastmaster joins by the mailed link, sees a speech sign-up and edits the programme", async ({
  browser,
  page: ownerPage,
  request,
}) => {
  test.setTimeout(180_000);
  const toastMail = uniqueMail("toast");
  const {
    siteId,
    host,
    mail: ownerMail,
  } = await ownerWithGuestList(request, {
    prefix: "toast",
    site: rsvpWeddingSite([PROGRAMME, SPEECH_FORM]),
    households: [
      {
        name: "Familjen Holm",
        email: "holm@example.se",
        guests: [{ name: "Kalle Holm", phone: "0701234567" }, { name: "Lisa Holm" }],
      },
    ],
  });

  // The owner shares the form's answers with the toastmaster in its editor: off until chosen.
  await ownerPage.setViewportSize({ width: 1280, height: 800 });
  await logIn(ownerPage, ownerMail, PASSWORD);
  await ownerPage
    .getByRole("toolbar", { name: "Formulär", exact: true })
    .getByRole("button", { name: "Redigera" })
    .click();
  const dialog = ownerPage.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Bekräftelse" }).click();
  const share = dialog.getByRole("checkbox", { name: "Dela svaren med toastmastern" });
  await expect(share).not.toBeChecked();
  await share.check();
  await dialog.getByRole("button", { name: "Klar" }).click();
  await ownerPage.getByRole("button", { name: "Spara" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("Ändringarna är sparade");

  // A guest signs up to speak, as the guest page's form sends it (a post key, then at least 3 s).
  const key = await request.get(`/api/form-submissions/post-key?siteId=${siteId}`);
  expect(key.ok(), await key.text()).toBe(true);
  const postKey = ((await key.json()) as { key: string }).key;
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const answer = (id: string, value: string) => ({
    formElement: SPEECH_FORM.form.formElements.find((element) => element.id === id),
    value,
    selectedOption: null,
  });
  const sent = await request.post(`/api/form-submissions/${siteId}/`, {
    data: {
      formElements: [
        answer("speaker", "Kalle Holm"),
        answer("what", "Ett tal om brudgummen"),
        answer("mail", "kalle.privat@example.se"),
      ],
      postKey,
      formId: SPEECH_FORM.id,
      language: "sv",
      formTitle: "Tal och sång",
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // The owner (signed in on `request`) invites the toastmaster.
  const invited = await request.post(`/api/sites/${siteId}/members`, {
    data: { mail: toastMail, role: "toastmaster" },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // The toastmaster opens the mail's link on a phone, signs up and lands on their screen.
  await expect.poll(() => mailsTo(toastMail).length).toBe(1);
  const path = /\/medlem\/[A-Za-z0-9_-]{43}/.exec(mailsTo(toastMail)[0]?.text ?? "")?.[0];
  expect(path).toBeTruthy();
  const phone = await browser.newContext({ viewport: PHONE });
  const page = await phone.newPage();
  await page.goto(path as string);
  await page.getByLabel("E-postadress").fill(toastMail);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Skapa konto och gå med" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(page.getByRole("heading", { level: 1, name: "Toastmaster" })).toBeVisible();
  // The screen's own address opens it too (a reload, a bookmark).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Toastmaster" })).toBeVisible();

  // The sign-up, with the household it belongs to; no contact detail anywhere on the screen.
  await expect(page.getByText("Ett tal om brudgummen")).toBeVisible();
  await expect(page.getByText("Hör till: Familjen Holm")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Familjen Holm" })).toBeVisible();
  const text = (await page.locator("body").textContent()) ?? "";
  for (const contact of ["kalle.privat@example.se", "holm@example.se", "0701234567"])
    expect(text).not.toContain(contact);
  await expectNoAxeViolations(page);
  await shot(page, "screen-phone", true);

  // The programme: a new item, saved.
  await page.getByRole("button", { name: "+ Lägg till punkt" }).click();
  const item = page.locator(".item-card").last();
  await item.getByLabel("Tid", { exact: true }).fill("21:00");
  await item.getByLabel("Vad händer").fill("Kalles tal");
  await page.getByRole("button", { name: "Spara programmet" }).click();
  await expect(page.getByText("Programmet är sparat och syns på sidan.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "saved-phone");

  // A message to the speakers: previewed by name, then sent; it reaches the Holms' address.
  await page.getByRole("radio", { name: "E-post" }).check();
  await page.getByLabel("Meddelande", { exact: true }).fill("Talen börjar efter varmrätten, cirka 21.00.");
  await page.getByRole("button", { name: "Visa vilka som får det" }).click();
  await expect(page.getByText("Går till 1 hushåll: Familjen Holm")).toBeVisible();
  page.once("dialog", (question) => question.accept());
  await page.getByRole("button", { name: "Skicka meddelandet" }).click();
  await expect(page.getByText("Meddelandet skickas nu.")).toBeVisible();
  await expect
    .poll(() => mailsTo("holm@example.se").some((m) => m.text.includes("Talen börjar efter varmrätten")))
    .toBe(true);
  await expectNoAxeViolations(page);

  // The guest page shows the programme's new item.
  const guest = await phone.newPage();
  await guest.goto(`/sv?domainHost=${host}`);
  await expect(guest.getByText("Kalles tal")).toBeVisible();
  await expect(guest.getByText("Vigsel")).toBeVisible();
  await shot(guest, "guest-page-phone");

  // Logga ut; signing in again lands on the toastmaster's screen, not the editor.
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).not.toHaveURL(/\/redigera\//);
  await page.goto("/logga-in");
  await page.getByLabel("E-postadress").fill(toastMail);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(page.getByText("Ett tal om brudgummen")).toBeVisible();
  await phone.close();
});
