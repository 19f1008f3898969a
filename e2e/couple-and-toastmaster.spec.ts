// Issue 28 in one flow, on three phones (390x844, touch): the couple both sign in, one invites the
// toastmaster, who edits the programme and sees the speech sign-ups.
// 1. Maja has an account and a page (Programme, a "Tal och sång" form not yet shared, the RSVP; one
//    household with contact details), active on its own host.
// 2. Maja invites Elias as co-owner from Personer (Meny → Personer on her phone); Elias opens the mailed
//    link on his phone, makes his own account on the invitation's page and lands in the page's editor.
// 3. Both edit at once: Maja shares the form's answers with the toastmaster and saves; Elias, on the
//    version he loaded, changes the header's second line and saves: refused, said, merged (Maja's change
//    is in his form editor); saved again, the stored page has both changes.
// 4. Elias invites the toastmaster from Personer; a guest signs up to speak; the toastmaster accepts on a
//    third phone with a new account and lands on her screen: the sign-up with its household and no
//    contact detail anywhere; she adds a programme item (the guest page shows it, and Elias's header) and
//    sends the speakers a message that reaches the household. The editor's address sends her back to her
//    screen; the guest list's API refuses her (403) and its screen says so, showing none of its contact details. Signing in
//    again lands on her screen.
// 5. axe on the invitation's page, both Personer screens and the toastmaster's screen; screenshots in
//    test-results/screenshots/couple-*.png.
// (This replaced e2e/co-owners.spec.ts and e2e/toastmaster.spec.ts, which checked these steps apart.)
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, logIn, uniqueMail } from "./helpers";
import { mailsTo, ownerWithGuestList, PASSWORD, PHONE, rsvpWeddingSite, screenshots } from "./helpers/guests";

const take = screenshots("couple");
/** A screenshot from the top (a full page one of a scrolled screen draws its sticky bars mid-page). */
async function shot(page: Page, name: string, fullPage = false) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await take(page, name, fullPage);
}

const SPEECH_FORM = {
  id: "speechform1",
  siteModuleType: "Form",
  title: { sv: "Tal och sång" },
  showFormButton: { sv: "Anmäl tal" },
  sendButton: { sv: "Skicka anmälan" },
  form: {
    formElements: [
      { id: "speaker", formElementType: "ShortText", label: { sv: "Vem talar?" }, required: true },
      { id: "what", formElementType: "ShortText", label: { sv: "Tal eller sång?" }, required: false },
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

const CONTACTS = ["kalle.privat@example.se", "holm@example.se", "0701234567"];

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The invitation's link (/medlem/{token}) in the one mail to the address. */
async function invitationLink(mail: string): Promise<string> {
  await expect.poll(() => mailsTo(mail).length, { timeout: 30_000 }).toBe(1);
  const invitation = mailsTo(mail)[0];
  expect(invitation?.subject).toContain("bjuder in dig");
  const path = /\/medlem\/[A-Za-z0-9_-]{43}/.exec(invitation?.text ?? "")?.[0];
  expect(path, invitation?.text).toBeTruthy();
  return path as string;
}

/** Signs up on the invitation's page with a new account, as someone who never had one. */
async function joinWithNewAccount(page: Page, path: string, mail: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Gå med på en sida" })).toBeVisible();
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Skapa konto och gå med" }).click();
}

/** The side menu's "Personer", on a phone. */
async function openPeople(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Meny", exact: true }).click();
  await page.getByRole("link", { name: "Personer", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Personer på sidan" })).toBeVisible();
}

async function invite(page: Page, mail: string, role: RegExp) {
  await page.getByLabel("E-postadress").fill(mail);
  await page.getByRole("radio", { name: role }).check();
  await page.getByRole("button", { name: "Skicka inbjudan" }).click();
  await expect(page.getByText(`Inbjudan skickad till ${mail}.`)).toBeVisible();
}

const editModule = (page: Page, toolbar: string) =>
  page.getByRole("toolbar", { name: toolbar, exact: true }).getByRole("button", { name: "Redigera" }).click();

const save = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Spara", exact: true }).click();

test("the couple on two phones, and the toastmaster joins on a third", async ({ browser, request }) => {
  // Three phones, three sign-ups, a merge, a programme save and a send: a long flow on a busy machine.
  test.setTimeout(240_000);
  const eliasMail = uniqueMail("elias");
  const toastMail = uniqueMail("toast");

  // 1. Maja's page, active on its host; she is signed in on `request` too.
  const {
    siteId,
    host,
    mail: majaMail,
  } = await ownerWithGuestList(request, {
    prefix: "par",
    site: rsvpWeddingSite([PROGRAMME, SPEECH_FORM]),
    households: [
      {
        name: "Familjen Holm",
        email: "holm@example.se",
        guests: [{ name: "Kalle Holm", phone: "0701234567" }, { name: "Lisa Holm" }],
      },
    ],
  });
  // The guest's post key for the sign-up below (the server wants it at least 3 s old when used).
  const key = await request.get(`/api/form-submissions/post-key?siteId=${siteId}`);
  expect(key.ok(), await key.text()).toBe(true);
  const postKey = ((await key.json()) as { key: string }).key;

  const maja = await newPhone(browser);
  await logIn(maja, majaMail, PASSWORD);

  // 2. Maja invites Elias as co-owner from Personer on her phone.
  await openPeople(maja);
  await expect(maja.getByRole("radio", { name: /Medägare/ })).toBeChecked();
  await invite(maja, eliasMail, /Medägare/);
  await expect(maja.getByText("Skickade inbjudningar")).toBeVisible();
  await expectNoAxeViolations(maja);
  await shot(maja, "maja-people-phone", true);

  // Elias opens the mail's link on his phone and makes his own account there.
  const elias = await newPhone(browser);
  const eliasLink = await invitationLink(eliasMail);
  await elias.goto(eliasLink);
  await expect(elias.getByRole("heading", { name: "Gå med på en sida" })).toBeVisible();
  await expectNoAxeViolations(elias);
  await shot(elias, "elias-accept-phone");
  await joinWithNewAccount(elias, eliasLink, eliasMail);
  // The page is his now: its editor opens (his account has this one page).
  await expect(elias).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  await expect(elias.getByRole("heading", { name: "Maja & Elias" })).toBeVisible();
  await expect(elias.getByRole("toolbar", { name: "Sidhuvud", exact: true })).toBeVisible();

  // 3. Both have the page open; Maja saves first: the form's answers shared with the toastmaster.
  await maja.goto(`/redigera/${siteId}/`);
  await editModule(maja, "Formulär");
  const majaDialog = maja.getByRole("dialog");
  await majaDialog.getByRole("tab", { name: "Bekräftelse" }).click();
  const share = majaDialog.getByRole("checkbox", { name: "Dela svaren med toastmastern" });
  await expect(share).not.toBeChecked();
  await share.check();
  await majaDialog.getByRole("button", { name: "Klar" }).click();
  await save(maja);
  await expect(maja.getByRole("status")).toHaveText("Ändringarna är sparade");

  // Elias's save was made on the older version: refused, said, and her change merged into his.
  await editModule(elias, "Sidhuvud");
  await elias
    .getByRole("dialog")
    .getByLabel("Andra raden", { exact: true })
    .fill("8 augusti 2027 · Visby domkyrka");
  await elias.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  await save(elias);
  await expect(elias.getByText(/Någon annan sparade sidan medan du redigerade/)).toBeVisible();
  await expect(elias.getByText("8 augusti 2027 · Visby domkyrka")).toBeVisible();
  await shot(elias, "elias-merged-phone");
  await editModule(elias, "Formulär");
  await elias.getByRole("dialog").getByRole("tab", { name: "Bekräftelse" }).click();
  await expect(
    elias.getByRole("dialog").getByRole("checkbox", { name: "Dela svaren med toastmastern" }),
  ).toBeChecked();
  await elias.getByRole("dialog").getByRole("button", { name: "Klar" }).click();
  await save(elias);
  await expect(elias.getByRole("status")).toHaveText("Ändringarna är sparade");

  // The stored page has both changes (read as Maja).
  const stored = await maja.request.get(`/api/sites/${siteId}`);
  expect(stored.status(), await stored.text()).toBe(200);
  const modules = ((await stored.json()) as { siteModules: Record<string, unknown>[] }).siteModules;
  const byId = (id: string) => modules.find((module) => module.id === id);
  expect(byId("header1")?.secondLine).toEqual({ sv: "8 augusti 2027 · Visby domkyrka" });
  expect(byId("speechform1")?.shareWithToastmaster).toBe(true);
  // Nothing of it for someone signed out.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/sites/${siteId}`)).status()).toBe(401);
  await stranger.close();

  // 4. Elias invites the toastmaster from Personer, where he is a co-owner and Maja the owner.
  await openPeople(elias);
  await expect(elias.locator(".members__person").filter({ hasText: eliasMail })).toContainText("Medägare");
  await expect(elias.locator(".members__person").filter({ hasText: eliasMail })).toContainText("(du)");
  await expect(elias.locator(".members__person").filter({ hasText: majaMail })).toContainText("Ägare");
  await invite(elias, toastMail, /^Toastmaster/);
  // "Vad har hänt" below has the invitation at once.
  await expect(elias.getByText(/skickade en inbjudan \(Toastmaster\)/)).toBeVisible();
  await expectNoAxeViolations(elias);
  await shot(elias, "elias-people-phone", true);

  // A guest signs up to speak, as the guest page's form sends it.
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

  // The toastmaster, on a third phone, joins with a new account and lands on her own screen.
  const toast = await newPhone(browser);
  await joinWithNewAccount(toast, await invitationLink(toastMail), toastMail);
  await expect(toast).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(toast.getByRole("heading", { level: 1, name: "Toastmaster" })).toBeVisible();

  // The sign-up, with the household it belongs to; no contact detail anywhere on the screen.
  await expect(toast.getByText("Ett tal om brudgummen")).toBeVisible();
  await expect(toast.getByText("Hör till: Familjen Holm")).toBeVisible();
  await expect(toast.getByRole("heading", { name: "Familjen Holm" })).toBeVisible();
  const screenText = (await toast.locator("body").textContent()) ?? "";
  for (const contact of CONTACTS) expect(screenText).not.toContain(contact);
  await expectNoAxeViolations(toast);
  await shot(toast, "toastmaster-screen-phone", true);

  // The programme: a new item, saved; the guest page shows it, and Elias's header from the merge.
  await toast.getByRole("button", { name: "+ Lägg till punkt" }).click();
  const item = toast.locator(".item-card").last();
  await item.getByLabel("Tid", { exact: true }).fill("21:00");
  await item.getByLabel("Vad händer").fill("Kalles tal");
  await toast.getByRole("button", { name: "Spara programmet" }).click();
  await expect(toast.getByText("Programmet är sparat och syns på sidan.")).toBeVisible();
  await shot(toast, "toastmaster-saved-phone");
  const guest = await toast.context().newPage();
  await guest.goto(`/sv?domainHost=${host}`);
  await expect(guest.getByText("Kalles tal")).toBeVisible();
  await expect(guest.getByText("Vigsel")).toBeVisible();
  await expect(guest.getByText("8 augusti 2027 · Visby domkyrka")).toBeVisible();
  await shot(guest, "guest-page-phone");
  await guest.close();

  // A message to the speakers: previewed by name, then sent; it reaches the Holms' address.
  await toast.getByRole("radio", { name: "E-post" }).check();
  await toast.getByLabel("Meddelande", { exact: true }).fill("Talen börjar efter varmrätten, cirka 21.00.");
  await toast.getByRole("button", { name: "Visa vilka som får det" }).click();
  await expect(toast.getByText("Går till 1 hushåll: Familjen Holm")).toBeVisible();
  toast.once("dialog", (question) => question.accept());
  await toast.getByRole("button", { name: "Skicka meddelandet" }).click();
  await expect(toast.getByText("Meddelandet skickas nu.")).toBeVisible();
  await expect
    .poll(() => mailsTo("holm@example.se").some((m) => m.text.includes("Talen börjar efter varmrätten")), {
      timeout: 30_000,
    })
    .toBe(true);
  await expectNoAxeViolations(toast);

  // Not hers: the editor's address sends her to her screen; so does the guest list's (its API refuses her).
  await toast.goto(`/redigera/${siteId}/`);
  await expect(toast).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(toast.getByText("Ett tal om brudgummen")).toBeVisible();
  const households = await toast.request.get(`/api/sites/${siteId}/households`);
  expect(households.status()).toBe(403);
  await toast.goto(`/redigera/${siteId}/gaster`);
  await expect(toast).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(toast.getByText("Ett tal om brudgummen")).toBeVisible();
  await expect(toast.getByRole("button", { name: "Lägg till hushåll" })).toHaveCount(0);
  const listText = (await toast.locator("body").textContent()) ?? "";
  for (const contact of CONTACTS) expect(listText).not.toContain(contact);
  await shot(toast, "toastmaster-guest-list-phone");

  // Logga ut; signing in again lands on the toastmaster's screen, not the editor.
  await toast.goto(`/redigera/${siteId}/toastmaster`);
  await toast.getByRole("button", { name: "Logga ut" }).click();
  await expect(toast).not.toHaveURL(/\/redigera\//);
  await toast.goto("/logga-in");
  await toast.getByLabel("E-postadress").fill(toastMail);
  await toast.getByLabel("Lösenord").fill(PASSWORD);
  await toast.getByRole("button", { name: "Logga in" }).click();
  await expect(toast).toHaveURL(new RegExp(`/redigera/${siteId}/toastmaster$`));
  await expect(toast.getByText("Ett tal om brudgummen")).toBeVisible();

  // Maja sees both on her list, each with their role.
  await maja.goto(`/redigera/${siteId}/personer`);
  await expect(maja.locator(".members__person").filter({ hasText: eliasMail })).toContainText("Medägare");
  await expect(maja.locator(".members__person").filter({ hasText: toastMail })).toContainText("Toastmaster");

  for (const page of [maja, elias, toast]) await page.context().close();
});
