// Questions of the demo pages' RSVP and forms (SPEC §5: first name, last name and e-mail required;
// phone required in the RSVP and optional in forms; follow-up questions only when the guest comes).
// Built with the same builders and contact words as a newly added RSVP or form (core/form-questions.ts,
// modules/new-module-content/); the questions particular to each demo page are written here.
import type { AnswerKind } from "@core/answer-kinds";
import type { FormElement } from "@core/form";
import * as build from "@core/form-questions";
import { siteTexts } from "@modules/new-module-content/content";
import { contactLabels, yesNoWords } from "@modules/new-module-content/questions";

type T = { sv: string; en: string; da: string };

// The demo pages are written in sv, en and da; the contact words are the same for every brand.
const texts = siteTexts(["sv", "en", "da"], "wedding");

const shortText = (
  id: string,
  label: T,
  required: boolean,
  showWhenYes?: string,
  inputKind?: AnswerKind,
): FormElement =>
  build.shortText(id, label, required, showWhenYes ? build.whenYes(showWhenYes) : undefined, inputKind);

const singleSelect = (
  id: string,
  label: T,
  options: { id: string; text: T }[],
  { required = true, showWhenYes }: { required?: boolean; showWhenYes?: string } = {},
): FormElement =>
  build.singleSelect(id, label, options, {
    required,
    showWhen: showWhenYes ? build.whenYes(showWhenYes) : undefined,
  });

/** A yes/no question whose options are `${id}Yes` and `${id}No`. */
export const yesNo = (id: string, label: T, options: { required?: boolean; showWhenYes?: string } = {}) =>
  build.yesNo(id, label, yesNoWords(texts), {
    required: options.required ?? true,
    showWhen: options.showWhenYes ? build.whenYes(options.showWhenYes) : undefined,
  });

/** First name, last name, e-mail (required) and phone (required in an RSVP, optional in a form). */
export const contactQuestions = (prefix: string, phoneRequired: boolean): FormElement[] =>
  build.contactQuestions(contactLabels(texts), phoneRequired, (name) => `${prefix}${name}`);

export const WEDDING_RSVP: FormElement[] = [
  ...contactQuestions("rsvp", true),
  yesNo("rsvpAttending", { sv: "Kommer du?", en: "Will you come?", da: "Kommer du?" }),
  singleSelect(
    "rsvpFood",
    {
      sv: "Vad vill du äta till middag?",
      en: "What would you like for dinner?",
      da: "Hvad vil du spise til middag?",
    },
    [
      { id: "rsvpFoodMeat", text: { sv: "Kött", en: "Meat", da: "Kød" } },
      { id: "rsvpFoodFish", text: { sv: "Fisk", en: "Fish", da: "Fisk" } },
      { id: "rsvpFoodVeg", text: { sv: "Vegetariskt", en: "Vegetarian", da: "Vegetarisk" } },
    ],
    { showWhenYes: "rsvpAttending" },
  ),
  shortText(
    "rsvpAllergies",
    { sv: "Allergier eller specialkost", en: "Allergies or special diet", da: "Allergier eller særlig kost" },
    false,
    "rsvpAttending",
  ),
  yesNo(
    "rsvpBus",
    {
      sv: "Vill du åka med bussen från kyrkan till festen?",
      en: "Would you like to take the coach from the church to the party?",
      da: "Vil du med bussen fra kirken til festen?",
    },
    { showWhenYes: "rsvpAttending" },
  ),
  shortText(
    "rsvpSong",
    {
      sv: "Vilken låt får dig garanterat ut på dansgolvet?",
      en: "Which song is sure to get you on the dance floor?",
      da: "Hvilken sang får dig helt sikkert ud på dansegulvet?",
    },
    false,
    "rsvpAttending",
  ),
];

export const PARTY_RSVP: FormElement[] = [
  ...contactQuestions("rsvp", true),
  yesNo("rsvpAttending", { sv: "Kommer du?", en: "Will you come?", da: "Kommer du?" }),
  singleSelect(
    "rsvpFood",
    { sv: "Mat", en: "Food", da: "Mad" },
    [
      { id: "rsvpFoodAll", text: { sv: "Jag äter allt", en: "I eat everything", da: "Jeg spiser alt" } },
      { id: "rsvpFoodVeg", text: { sv: "Vegetariskt", en: "Vegetarian", da: "Vegetarisk" } },
      { id: "rsvpFoodVegan", text: { sv: "Veganskt", en: "Vegan", da: "Vegansk" } },
    ],
    { showWhenYes: "rsvpAttending" },
  ),
  shortText("rsvpAllergies", { sv: "Allergier", en: "Allergies", da: "Allergier" }, false, "rsvpAttending"),
  shortText(
    "rsvpSong",
    { sv: "Önska en låt till DJ:n", en: "Request a song from the DJ", da: "Ønsk en sang hos DJ'en" },
    false,
    "rsvpAttending",
  ),
];

export const EVENT_RSVP: FormElement[] = [
  ...contactQuestions("rsvp", true),
  shortText("rsvpCompany", { sv: "Organisation", en: "Organisation", da: "Organisation" }, false),
  yesNo("rsvpAttending", { sv: "Deltar du?", en: "Will you attend?", da: "Deltager du?" }),
  singleSelect(
    "rsvpWorkshop",
    {
      sv: "Vilken workshop vill du gå på?",
      en: "Which workshop would you like to join?",
      da: "Hvilken workshop vil du deltage i?",
    },
    [
      {
        id: "rsvpWorkshopMaterials",
        text: { sv: "Material som håller", en: "Materials that last", da: "Materialer der holder" },
      },
      {
        id: "rsvpWorkshopRepair",
        text: { sv: "Design för reparation", en: "Design for repair", da: "Design til reparation" },
      },
      {
        id: "rsvpWorkshopData",
        text: { sv: "Mät din klimatpåverkan", en: "Measure your footprint", da: "Mål dit klimaaftryk" },
      },
    ],
    { showWhenYes: "rsvpAttending" },
  ),
  shortText(
    "rsvpDiet",
    { sv: "Specialkost", en: "Dietary requirements", da: "Særlig kost" },
    false,
    "rsvpAttending",
  ),
  yesNo(
    "rsvpReception",
    {
      sv: "Stannar du på minglet efteråt?",
      en: "Will you stay for the reception?",
      da: "Bliver du til receptionen bagefter?",
    },
    { showWhenYes: "rsvpAttending" },
  ),
];

export const WEDDING_SPEECH_FORM: FormElement[] = [
  ...contactQuestions("speech", false),
  singleSelect(
    "speechKind",
    { sv: "Vad vill du bjuda på?", en: "What would you like to do?", da: "Hvad vil du byde på?" },
    [
      { id: "speechKindSpeech", text: { sv: "Tal", en: "Speech", da: "Tale" } },
      { id: "speechKindSong", text: { sv: "Sång eller musik", en: "Song or music", da: "Sang eller musik" } },
      { id: "speechKindGame", text: { sv: "Lek eller spex", en: "Game or sketch", da: "Leg eller sketch" } },
    ],
  ),
  shortText(
    "speechMinutes",
    { sv: "Ungefär hur många minuter?", en: "About how many minutes?", da: "Cirka hvor mange minutter?" },
    false,
    undefined,
    "number",
  ),
];

export const PARTY_HELP_FORM: FormElement[] = [
  ...contactQuestions("help", false),
  singleSelect(
    "helpKind",
    {
      sv: "Vad vill du bidra med?",
      en: "What would you like to contribute?",
      da: "Hvad vil du bidrage med?",
    },
    [
      { id: "helpKindSpeech", text: { sv: "Ett tal", en: "A speech", da: "En tale" } },
      { id: "helpKindMusic", text: { sv: "Musik", en: "Music", da: "Musik" } },
      {
        id: "helpKindSetup",
        text: { sv: "Hjälpa till att duka", en: "Help set up", da: "Hjælpe med at dække op" },
      },
    ],
  ),
];

export const EVENT_QUESTION_FORM: FormElement[] = [
  ...contactQuestions("question", false),
  shortText("questionText", { sv: "Din fråga", en: "Your question", da: "Dit spørgsmål" }, true),
];
