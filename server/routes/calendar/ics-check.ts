// A small RFC 5545 reader for the tests of the calendar files (no parser library): checks the lines
// (CRLF everywhere, folded at 75 octets, name[;params]:value), the components' BEGIN/END nesting, and
// gives back the unfolded properties of each component.

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

/** The problems of a calendar file's line structure (empty when there are none). */
export function icsLineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("the last line does not end with CRLF");
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push("a line break that is not CRLF");
  const lines = text.split("\r\n").slice(0, -1);
  lines.forEach((line, index) => {
    const octets = Buffer.byteLength(line, "utf8");
    if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets`);
    if (line.length === 0) problems.push(`line ${index + 1} is empty`);
    // A fold never splits a character: every line is valid UTF-8 on its own.
    if (Buffer.from(line, "utf8").toString("utf8") !== line)
      problems.push(`line ${index + 1} splits a character`);
  });
  return problems;
}

/** Lines unfolded (a CRLF followed by a space or tab continues the line before). */
export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line.length > 0);
}

function property(line: string): IcsProperty {
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
  if (!match) throw new Error(`not a content line: ${line}`);
  const params: Record<string, string> = {};
  for (const param of (match[2] ?? "").split(";").filter(Boolean)) {
    const [key, value] = param.split("=");
    params[(key ?? "").toUpperCase()] = value ?? "";
  }
  return { name: (match[1] ?? "").toUpperCase(), params, value: match[3] ?? "" };
}

/** The file as its components; throws when a line is not a content line or BEGIN/END do not nest. */
export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of unfold(text)) {
    const prop = property(line);
    if (prop.name === "BEGIN") {
      const component: IcsComponent = { name: prop.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
      continue;
    }
    if (prop.name === "END") {
      const open = stack.pop();
      if (open?.name !== prop.value) throw new Error(`END:${prop.value} closes ${open?.name ?? "nothing"}`);
      if (stack.length === 0) root = open;
      continue;
    }
    const current = stack.at(-1);
    if (!current) throw new Error(`a property outside any component: ${line}`);
    current.properties.push(prop);
  }
  if (stack.length > 0 || !root) throw new Error("a component is not closed");
  return root;
}

export const propertyOf = (component: IcsComponent | undefined, name: string) =>
  component?.properties.find((p) => p.name === name);

/** A TEXT value as written (RFC 5545 §3.3.11): \\, \; \, and \n. */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c) => (c === "n" || c === "N" ? "\n" : c));
