// All sv messages: the base file plus each feature's file.

import forms from "./features/forms.sv.json";
import gifts from "./features/gifts.sv.json";
import modules from "./features/modules.sv.json";
import onboarding from "./features/onboarding.sv.json";
import { mergeMessages } from "./merge";
import base from "./sv.json";

export default mergeMessages(base, forms, gifts, modules, onboarding);
