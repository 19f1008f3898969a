// A small XML-RPC codec (https://xmlrpc.com/spec.md): enough of it for the registrar's API (strings,
// integers, booleans, doubles, structs, arrays, faults). Written here rather than taken from a package
// because the subset is small and the same code also plays the registrar in the tests.

export type XmlRpcValue = string | number | boolean | null | XmlRpcValue[] | { [key: string]: XmlRpcValue };

export class XmlRpcFault extends Error {
  override name = "XmlRpcFault";
  constructor(
    readonly faultCode: number,
    readonly faultString: string,
  ) {
    super(`XML-RPC fault ${faultCode}: ${faultString}`);
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower] ?? "";
  });
}

export function encodeValue(value: XmlRpcValue): string {
  if (value === null) return "<value><nil/></value>";
  if (typeof value === "string") return `<value><string>${escapeXml(value)}</string></value>`;
  if (typeof value === "boolean") return `<value><boolean>${value ? 1 : 0}</boolean></value>`;
  if (typeof value === "number")
    return Number.isInteger(value)
      ? `<value><int>${value}</int></value>`
      : `<value><double>${value}</double></value>`;
  if (Array.isArray(value))
    return `<value><array><data>${value.map(encodeValue).join("")}</data></array></value>`;
  const members = Object.entries(value)
    .map(([name, v]) => `<member><name>${escapeXml(name)}</name>${encodeValue(v)}</member>`)
    .join("");
  return `<value><struct>${members}</struct></value>`;
}

const params = (values: readonly XmlRpcValue[]) =>
  `<params>${values.map((v) => `<param>${encodeValue(v)}</param>`).join("")}</params>`;

export function encodeCall(method: string, values: readonly XmlRpcValue[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<methodCall><methodName>${escapeXml(method)}</methodName>${params(values)}</methodCall>`;
}

export function encodeResponse(value: XmlRpcValue): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<methodResponse>${params([value])}</methodResponse>`;
}

export function encodeFault(code: number, text: string): string {
  const fault = encodeValue({ faultCode: code, faultString: text });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<methodResponse><fault>${fault}</fault></methodResponse>`;
}

// ---- Parsing: the document as a tree of elements, then values read from it ----

type Element = { name: string; children: Element[]; text: string };

function parseXml(xml: string): Element {
  const root: Element = { name: "#root", children: [], text: "" };
  const stack: Element[] = [root];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|([^<]+)/g;
  for (const match of xml.matchAll(tag)) {
    const [whole, closing, name, selfClosing, text] = match;
    const top = stack[stack.length - 1] as Element;
    if (text !== undefined) {
      top.text += text;
    } else if (name === undefined || whole.startsWith("<?") || whole.startsWith("<!--")) {
    } else if (closing) {
      if (top.name !== name) throw new Error(`XML-RPC: unexpected </${name}>`);
      stack.pop();
    } else {
      const element: Element = { name, children: [], text: "" };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error("XML-RPC: unclosed element");
  return root;
}

const child = (element: Element, name: string): Element => {
  const found = element.children.find((c) => c.name === name);
  if (!found) throw new Error(`XML-RPC: <${element.name}> has no <${name}>`);
  return found;
};

function readValue(value: Element): XmlRpcValue {
  const [typed] = value.children;
  if (!typed) return unescapeXml(value.text); // an untyped value is a string
  const text = unescapeXml(typed.text).trim();
  switch (typed.name) {
    case "string":
      return unescapeXml(typed.text);
    case "int":
    case "i4":
    case "i8":
      return Number.parseInt(text, 10);
    case "double":
      return Number.parseFloat(text);
    case "boolean":
      return text === "1";
    case "nil":
      return null;
    case "dateTime.iso8601":
    case "base64":
      return text;
    case "array":
      return child(typed, "data").children.map(readValue);
    case "struct": {
      const out: Record<string, XmlRpcValue> = {};
      for (const member of typed.children) {
        out[unescapeXml(child(member, "name").text).trim()] = readValue(child(member, "value"));
      }
      return out;
    }
    default:
      throw new Error(`XML-RPC: unknown type <${typed.name}>`);
  }
}

const paramValues = (element: Element): XmlRpcValue[] =>
  (element.children.find((c) => c.name === "params")?.children ?? []).map((p) =>
    readValue(child(p, "value")),
  );

/** The value of a methodResponse; a fault is thrown as XmlRpcFault. */
export function decodeResponse(xml: string): XmlRpcValue {
  const response = child(parseXml(xml), "methodResponse");
  const fault = response.children.find((c) => c.name === "fault");
  if (fault) {
    const value = readValue(child(fault, "value")) as Record<string, XmlRpcValue>;
    throw new XmlRpcFault(Number(value.faultCode), String(value.faultString));
  }
  const [value] = paramValues(response);
  if (value === undefined) throw new Error("XML-RPC: response without a value");
  return value;
}

export function decodeCall(xml: string): { method: string; params: XmlRpcValue[] } {
  const call = child(parseXml(xml), "methodCall");
  return { method: unescapeXml(child(call, "methodName").text).trim(), params: paramValues(call) };
}
