// All sv messages: the base file plus each feature's file.
import base from "./sv.json";
import accounts from "./features/accounts.sv.json";
import answers from "./features/answers.sv.json";
import forms from "./features/forms.sv.json";
import gifts from "./features/gifts.sv.json";
import modules from "./features/modules.sv.json";
import onboarding from "./features/onboarding.sv.json";
import { mergeMessages } from "./merge";

export default mergeMessages(base, accounts, answers, forms, gifts, modules, onboarding);
