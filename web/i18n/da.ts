// All da messages: the base file plus each feature's file.
import base from "./da.json";
import accounts from "./features/accounts.da.json";
import answers from "./features/answers.da.json";
import forms from "./features/forms.da.json";
import gifts from "./features/gifts.da.json";
import modules from "./features/modules.da.json";
import onboarding from "./features/onboarding.da.json";
import { mergeMessages } from "./merge";

export default mergeMessages(base, accounts, answers, forms, gifts, modules, onboarding);
