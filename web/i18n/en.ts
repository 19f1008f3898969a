// All en messages: the base file plus each feature's file, in two parts for the owner app's loading
// (en-first.ts, en-later.ts).
import first from "./en-first";
import later from "./en-later";
import { mergeMessages } from "./merge";

export default mergeMessages(first, later);
