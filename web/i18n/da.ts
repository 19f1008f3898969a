// All da messages: the base file plus each feature's file, in two parts for the owner app's loading
// (da-first.ts, da-later.ts).
import first from "./da-first";
import later from "./da-later";
import { mergeMessages } from "./merge";

export default mergeMessages(first, later);
