// All en messages: the base file plus each feature's file.
import base from "./en.json";
import accounts from "./features/accounts.en.json";
import answers from "./features/answers.en.json";
import forms from "./features/forms.en.json";
import gifts from "./features/gifts.en.json";
import modules from "./features/modules.en.json";
import onboarding from "./features/onboarding.en.json";
import { mergeMessages } from "./merge";

export default mergeMessages(base, accounts, answers, forms, gifts, modules, onboarding);
