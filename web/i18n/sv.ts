// All sv messages: the base file plus each feature's file, in two parts for the owner app's loading
// (sv-first.ts, sv-later.ts).
import first from "./sv-first";
import later from "./sv-later";
import { mergeMessages } from "./merge";

export default mergeMessages(first, later);
