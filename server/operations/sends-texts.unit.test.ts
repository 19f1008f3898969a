// The words of guest sends (issue 26) in sv, en and da: names and date from the page, the owner's
// words as written, the household's link on a line of its own, and an SMS that fits one part.
import { UI_LANGUAGES } from "@core/languages";
import { SEND_KINDS } from "@core/sends";
import { smsSegments } from "@core/sms";
import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { composeInvitationMail, composeInvitationSms, eventDateOf, eventTitleOf } from "./sends-texts";

const link = `https://anna-och-erik.brollopssidan.se/i/${"a".repeat(43)}`;
const input = {
  title: "Anna & Erik",
  date: { day: "21 augusti 2027", time: "15.00" },
  householdName: "Familjen Lind",
  text: undefined,
  link,
  calendarUrl: "https://anna-och-erik.brollopssidan.se/ics/0123456789abcdef01234567.ics",
};

describe("guest send texts", () => {
  it("writes every kind in every language with the link on a line of its own", () => {
    for (const language of UI_LANGUAGES)
      for (const kind of SEND_KINDS) {
        const mail = composeInvitationMail({ ...input, kind, language, text: "Bussen går 15.30." });
        expect(mail.subject).toContain("Anna & Erik");
        expect(mail.text.split("\n")).toContain(link);
        expect(mail.text).toContain("Bussen går 15.30.");
        expect(mail.text).toContain(input.householdName);
        const sms = composeInvitationSms({ ...input, kind, language });
        expect(sms.endsWith(link)).toBe(true);
      }
  });

  it("says the date in the page's language, in mails with the time and the calendar", () => {
    const sv = composeInvitationMail({ ...input, kind: "invitation", language: "sv" });
    expect(sv.subject).toBe("Inbjudan: Anna & Erik");
    expect(sv.text).toContain("Ni är inbjudna till Anna & Erik den 21 augusti 2027 kl. 15.00.");
    expect(sv.text).toContain(input.calendarUrl);
    const en = composeInvitationMail({
      ...input,
      kind: "reminder",
      language: "en",
      date: { day: "21 August 2027", time: "15:00" },
    });
    expect(en.text).toContain("We have not had your answer yet for Anna & Erik on 21 August 2027 at 15:00.");
    const da = composeInvitationSms({
      ...input,
      kind: "invitation",
      language: "da",
      date: { day: "21. august 2027", time: "15.00" },
    });
    expect(da).toBe(`Hej Familjen Lind! I er inviteret til Anna & Erik 21. august 2027. OSA: ${link}`);
    expect(smsSegments(da).parts).toBe(1);
  });

  it("names the RSVP's last day in invitations and reminders (not in messages), by mail and SMS", () => {
    const lastDay = { sv: "1 maj 2027", en: "1 May 2027", da: "1. maj 2027" } as const;
    const said = {
      sv: "Sista dag för OSA: 1 maj 2027.",
      en: "Please reply by 1 May 2027.",
      da: "Sidste frist for svar: 1. maj 2027.",
    } as const;
    for (const language of UI_LANGUAGES) {
      for (const kind of ["invitation", "reminder"] as const) {
        const with_ = { ...input, kind, language, lastDay: lastDay[language] };
        expect(composeInvitationMail(with_).text.split("\n\n")).toContain(said[language]);
        expect(composeInvitationSms(with_)).toContain(said[language]);
        expect(composeInvitationMail({ ...with_, lastDay: null }).text).not.toContain(said[language]);
      }
      const message = {
        ...input,
        kind: "message" as const,
        language,
        text: "Hej",
        lastDay: lastDay[language],
      };
      expect(composeInvitationMail(message).text).not.toContain(said[language]);
      expect(composeInvitationSms(message)).not.toContain(said[language]);
    }
    expect(composeInvitationSms({ ...input, kind: "reminder", language: "sv", lastDay: "1 maj 2027" })).toBe(
      `Hej Familjen Lind! Vi väntar på ert svar till Anna & Erik. Sista dag för OSA: 1 maj 2027. Svara här: ${link}`,
    );
  });

  it("keeps the owner's line breaks in a mail and puts an SMS on one line", () => {
    const text = "Rad ett\r\n\r\n\r\n\r\nRad två\u0007";
    expect(composeInvitationMail({ ...input, kind: "message", language: "sv", text }).text).toContain(
      "Rad ett\n\nRad två",
    );
    expect(composeInvitationSms({ ...input, kind: "message", language: "sv", text })).toBe(
      `Anna & Erik: Rad ett Rad två Inbjudan: ${link}`,
    );
  });

  it("reads the title and date from the page", () => {
    const header = createSiteModule("Header", "h1");
    header.title = { sv: "Anna & Erik", en: "Anna and Erik" };
    const countdown = createSiteModule("Countdown", "c1");
    countdown.countdownDate = "2027-08-21 15:00";
    const document = { siteModules: [header, countdown], eventLogo: null };
    expect(eventTitleOf(document, "en")).toBe("Anna and Erik");
    expect(eventDateOf(document, "sv")).toEqual({ day: "21 augusti 2027", time: "15.00" });
    expect(eventDateOf(document, "en")).toEqual({ day: "21 August 2027", time: "15:00" });
    expect(eventDateOf(document, "da")).toEqual({ day: "21. august 2027", time: "15.00" });
    expect(eventDateOf({ siteModules: [header] }, "sv")).toBeNull();
    expect(
      eventTitleOf({ siteModules: [], eventLogo: { name1: "Anna", name2: "Erik" } as never }, "sv"),
    ).toBe("Anna & Erik");
  });
});
