// The words of a guest's confirmation (issue 26) and of the owner's mail about a changed answer, in
// sv, en and da.

import { resolveBrand } from "@core/brands";
import type { FormElement } from "@core/form";
import { smsSegments } from "@core/sms";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../context";
import { confirmationAddress, confirmationPhone } from "./confirmation-mail";
import {
  type ConfirmationInput,
  type ConfirmationSmsInput,
  composeConfirmationMail,
  composeConfirmationSms,
} from "./confirmation-texts";
import { notificationMail } from "./submission-mail";

const input = (changes: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  language: "sv",
  title: "Anna & Erik",
  date: { day: "21 augusti 2027", time: "15.00" },
  householdName: "Familjen Berg",
  guests: [
    {
      name: "Karin Berg",
      parts: [
        { name: "Vigsel", attending: true },
        { name: "Middag", attending: false },
      ],
      answers: [
        { label: "Mat", value: "Fisk" },
        { label: "Allergier", value: "" },
        { label: "Hälsning", value: "Rad ett\nhttps://anna-och-erik.se/i/fake" },
      ],
    },
  ],
  changed: false,
  link: "https://anna-och-erik.se/i/TOKEN",
  lastDay: "1 maj 2027",
  calendarUrl: "https://anna-och-erik.se/ics/site1.ics",
  replyToHosts: true,
  ...changes,
});

describe("the guest's confirmation", () => {
  it("in Swedish: thanks, each guest's answers per part and question, the change link, the last day, the calendar", () => {
    const mail = composeConfirmationMail(input());
    expect(mail.subject).toBe("Ert svar till Anna & Erik");
    expect(mail.text).toBe(
      [
        "Hej Familjen Berg!",
        "",
        "Tack för ert svar till Anna & Erik den 21 augusti 2027 kl. 15.00! Så här svarade ni:",
        "",
        "Karin Berg",
        "Vigsel: Kommer",
        "Middag: Kommer inte",
        "Mat: Fisk",
        "Allergier: –",
        // A guest's link is never a line of its own (the mail's buttons are).
        "Hälsning: Rad ett https://anna-och-erik.se/i/fake",
        "",
        "Har något ändrats? Ändra ert svar här:",
        "https://anna-och-erik.se/i/TOKEN",
        "",
        "Ni kan ändra svaret till och med 1 maj 2027.",
        "",
        "Lägg till i kalendern:",
        "https://anna-och-erik.se/ics/site1.ics",
        "",
        "Frågor till värdarna? Svara på det här mejlet.",
        "",
      ].join("\n"),
    );
  });

  it("says a changed answer is changed", () => {
    const mail = composeConfirmationMail(input({ changed: true }));
    expect(mail.subject).toBe("Ert ändrade svar till Anna & Erik");
    expect(mail.text).toContain("Ert svar till Anna & Erik den 21 augusti 2027 kl. 15.00 är ändrat.");
  });

  it("in English and Danish", () => {
    const en = composeConfirmationMail(
      input({ language: "en", date: { day: "21 August 2027", time: "15:00" } }),
    );
    expect(en.subject).toBe("Your answer to Anna & Erik");
    expect(en.text).toContain("Thank you for your answer to Anna & Erik on 21 August 2027 at 15:00!");
    expect(en.text).toContain("Vigsel: Coming\nMiddag: Not coming");
    expect(en.text).toContain(
      "Has anything changed? Change your answer here:\nhttps://anna-och-erik.se/i/TOKEN",
    );
    expect(en.text).toContain("You can change your answer up to and including 1 maj 2027.");
    expect(en.text).toContain("Add to your calendar:");
    expect(composeConfirmationMail(input({ language: "en", changed: true })).subject).toBe(
      "Your changed answer to Anna & Erik",
    );

    const da = composeConfirmationMail(input({ language: "da", lastDay: "1. maj 2027" }));
    expect(da.subject).toBe("Jeres svar til Anna & Erik");
    expect(da.text).toContain("Tak for jeres svar til Anna & Erik den 21 augusti 2027 kl. 15.00!");
    expect(da.text).toContain("Vigsel: Kommer\nMiddag: Kommer ikke");
    expect(da.text).toContain("Er noget ændret? Ændr jeres svar her:");
    expect(da.text).toContain("I kan ændre svaret til og med 1. maj 2027.");
    expect(da.text).toContain("Føj til kalenderen:");
    expect(composeConfirmationMail(input({ language: "da", changed: true })).text).toContain("er ændret");
  });

  it("without a date, a last day or the hosts' reply: none of them named", () => {
    const mail = composeConfirmationMail(
      input({ date: null, lastDay: null, calendarUrl: null, replyToHosts: false }),
    );
    expect(mail.text).toContain("Tack för ert svar till Anna & Erik! Så här svarade ni:");
    expect(mail.text).toContain("Ni kan ändra svaret via länken.");
    expect(mail.text).not.toContain("kalendern");
    expect(mail.text).not.toContain("värdarna");
  });

  it("keeps names and titles on one line (no header or paragraph injection)", () => {
    const mail = composeConfirmationMail(
      input({ title: "Anna\r\nBcc: x@example.com", householdName: "Berg\n\nhttps://evil.example" }),
    );
    expect(mail.subject).toBe("Ert svar till Anna Bcc: x@example.com");
    expect(mail.text.split("\n")[0]).toBe("Hej Berg https://evil.example!");
  });
});

describe("where the confirmation goes", () => {
  const email = { id: "e", formElementType: "ShortText", inputKind: "email", label: {}, showConditions: [] };
  const text = { id: "t", formElementType: "ShortText", label: {}, showConditions: [] };
  const answer = (element: object, value: string) => ({
    formElement: element as FormElement,
    value,
    selectedOption: null,
  });
  const household = { email: "hem@example.se", guests: [{ id: "g", name: "G", email: "g@example.se" }] };

  it("to the address a guest gave in the form, else the household's, else its first guest's", () => {
    expect(
      confirmationAddress({ ...household, unsubscribed: false }, [
        [answer(text, "x@example.se"), answer(email, "")],
        [answer(email, "form@example.se")],
      ]),
    ).toBe("form@example.se");
    expect(confirmationAddress({ ...household, unsubscribed: false }, [[answer(email, "")]])).toBe(
      "hem@example.se",
    );
    expect(confirmationAddress({ ...household, email: null, unsubscribed: false }, [])).toBe("g@example.se");
    expect(confirmationAddress({ email: null, guests: [], unsubscribed: false }, [])).toBeNull();
  });

  it("not to the household's own address once it asked for no more mails", () => {
    expect(confirmationAddress({ ...household, unsubscribed: true }, [])).toBeNull();
    expect(
      confirmationAddress({ ...household, unsubscribed: true }, [[answer(email, "ny@example.se")]]),
    ).toBe("ny@example.se");
  });
});

describe("the owner's mail about an answer", () => {
  const ctx = {
    config: {
      brandDefinition: resolveBrand({ brand: "wedding", market: "se" }),
      publicUrl: "https://brollopssidan.se",
      market: "se",
    },
  } as unknown as AppContext;
  const site = (mailLanguage: "sv" | "en" | "da") => ({
    id: "site1",
    host: "anna-och-erik.se",
    mailLanguage,
    pageTitle: "Anna & Erik",
  });
  const notification = (changedBy: string | null) => ({
    kind: "rsvp" as const,
    formTitle: "OSA",
    language: "sv",
    groups: [],
    changedBy,
  });

  it("says a household's second answer is a changed answer, in its subject and first line", () => {
    const cases = [
      ["sv", "Ändrat svar från Familjen Berg på Anna & Erik"],
      ["en", "Changed answer from Familjen Berg on Anna & Erik"],
      ["da", "Ændret svar fra Familjen Berg på Anna & Erik"],
    ] as const;
    for (const [language, words] of cases) {
      const mail = notificationMail(ctx, site(language), notification("Familjen Berg"));
      expect(mail.subject).toBe(words);
      expect(mail.text.split("\n")[0]).toMatch(new RegExp(`^${words}\\. `));
    }
  });

  it("is a new answer otherwise", () => {
    const mail = notificationMail(ctx, site("sv"), notification(null));
    expect(mail.subject).toBe("Nytt OSA-svar på Anna & Erik");
    expect(mail.text.split("\n")[0]).toBe("Ett nytt OSA-svar har kommit in på Anna & Erik.");
  });
});

describe("the confirmation SMS", () => {
  const sms = (changes: Partial<ConfirmationSmsInput> = {}): ConfirmationSmsInput => ({
    language: "sv",
    title: "Anna & Erik",
    changed: false,
    coming: 2,
    notComing: 1,
    link: "https://anna-och-erik.se/i/Ab3dEf6hIj9kLm2nOp5q",
    lastDay: "1 maj 2027",
    ...changes,
  });

  it("thanks, sums the answer up, and gives the change link and the last day (sv, en, da)", () => {
    expect(composeConfirmationSms(sms())).toBe(
      "Tack för ert svar till Anna & Erik! 2 kommer, 1 kommer inte. Ändra svaret senast 1 maj 2027: https://anna-och-erik.se/i/Ab3dEf6hIj9kLm2nOp5q",
    );
    expect(composeConfirmationSms(sms({ language: "en", lastDay: "1 May 2027" }))).toBe(
      "Thank you for your answer to Anna & Erik! 2 coming, 1 not coming. Change it by 1 May 2027: https://anna-och-erik.se/i/Ab3dEf6hIj9kLm2nOp5q",
    );
    expect(composeConfirmationSms(sms({ language: "da", lastDay: "1. maj 2027" }))).toBe(
      "Tak for jeres svar til Anna & Erik! 2 kommer, 1 kommer ikke. Ændr svaret senest 1. maj 2027: https://anna-och-erik.se/i/Ab3dEf6hIj9kLm2nOp5q",
    );
  });

  it("says a change is one, leaves a count of none out, and has no last day when the site has none", () => {
    expect(composeConfirmationSms(sms({ changed: true, coming: 0, notComing: 3, lastDay: null }))).toBe(
      "Ert ändrade svar till Anna & Erik är sparat. 3 kommer inte. Ändra svaret här: https://anna-och-erik.se/i/Ab3dEf6hIj9kLm2nOp5q",
    );
    expect(composeConfirmationSms(sms({ language: "da", changed: true, notComing: 0 }))).toContain(
      "Jeres ændrede svar til Anna & Erik er gemt. 2 kommer. Ændr",
    );
    expect(composeConfirmationSms(sms({ language: "en", changed: true, lastDay: null }))).toContain(
      "Your changed answer to Anna & Erik is saved. 2 coming, 1 not coming. Change it here:",
    );
  });

  it("is GSM-7 in one part with a usual title, and at most two with the longest title", () => {
    for (const language of ["sv", "en", "da"] as const) {
      const usual = smsSegments(composeConfirmationSms(sms({ language })));
      expect(usual.encoding).toBe("gsm7");
      expect(usual.parts).toBe(1);
      const long = smsSegments(
        composeConfirmationSms(
          sms({ language, title: "Å".repeat(200), changed: true, lastDay: "30 september 2027" }),
        ),
      );
      expect(long.encoding).toBe("gsm7");
      expect(long.parts).toBe(2);
    }
  });

  it("writes a title or last day on one line (no line breaks or control characters)", () => {
    const text = composeConfirmationSms(sms({ title: "Anna\n&\tErik\u0007", lastDay: "1 maj\n2027" }));
    expect(/\p{Cc}/u.test(text)).toBe(false);
    expect(text).toContain("Anna & Erik!");
  });
});

describe("the number an SMS confirmation goes to", () => {
  const phone = { id: "p", formElementType: "ShortText", inputKind: "phone", label: {}, showConditions: [] };
  const answer = (value: string) => ({
    formElement: phone as unknown as FormElement,
    value,
    selectedOption: null,
  });
  const household = { phone: "070-111 11 11", guests: [{ phone: null }, { phone: "070-222 22 22" }] };

  it("is the form's phone answer, else the household's, else its first guest's with one", () => {
    expect(
      confirmationPhone({ ...household, unsubscribed: false }, [[answer("")], [answer(" 0733 33 33 33 ")]]),
    ).toBe("0733 33 33 33");
    expect(confirmationPhone({ ...household, unsubscribed: false }, [[answer("")]])).toBe("070-111 11 11");
    expect(confirmationPhone({ ...household, phone: " ", unsubscribed: false }, [])).toBe("070-222 22 22");
    expect(confirmationPhone({ phone: null, guests: [], unsubscribed: false }, [])).toBeNull();
  });

  it("is not the household's own after it asked for no more mails; a number typed now is", () => {
    expect(confirmationPhone({ ...household, unsubscribed: true }, [])).toBeNull();
    expect(confirmationPhone({ ...household, unsubscribed: true }, [[answer("0744444444")]])).toBe(
      "0744444444",
    );
  });
});
