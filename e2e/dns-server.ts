// A tiny authoritative DNS server over UDP for the other-registrar flow (e2e/address-other-registrar):
// the server under test is started with DNS_SERVERS=127.0.0.1:<e2eDnsPort()> (playwright.config.ts),
// the configuration an operator would use to name their own resolver, so the product's DNS check asks
// real DNS questions over the wire and a test changes the answers the way an owner changes records at
// their registrar. Only A and CNAME questions are answered; anything else is an empty answer.
import { createSocket, type RemoteInfo } from "node:dgram";

/** The UDP port the spec's DNS server listens on: the server's port + 20000 (23055 by default). */
export const e2eDnsPort = (): number => Number(process.env.E2E_PORT || "3055") + 20_000;

export type DnsRecords = { a?: string[]; cname?: string };

const TYPE_A = 1;
const TYPE_CNAME = 5;
const NXDOMAIN = 3;
const FORMERR = 1;

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, "").split(".");
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")])),
    Buffer.from([0]),
  ]);
}

function readQuestion(query: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset] ?? 0;
    if (length === 0) break;
    if (length > 63) return null;
    labels.push(query.toString("ascii", offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > query.length) return null;
  return { name: labels.join(".").toLowerCase(), type: query.readUInt16BE(offset + 1), end: offset + 5 };
}

// One resource record whose owner name is a pointer to the question's name (offset 12).
function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

function answer(query: Buffer, zone: Map<string, DnsRecords>): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  const question = query.length >= 12 ? readQuestion(query) : null;
  const recursionDesired = (query[2] ?? 0) & 0x01;
  const flags = (rcode: number) => 0x8000 | 0x0400 | (recursionDesired << 8) | 0x0080 | rcode;
  if (!question) {
    header.writeUInt16BE(flags(FORMERR), 2);
    return header;
  }
  const records = zone.get(question.name);
  const answers: Buffer[] = [];
  if (records?.cname && (question.type === TYPE_CNAME || question.type === TYPE_A)) {
    answers.push(record(TYPE_CNAME, encodeName(records.cname)));
  } else if (records?.a && question.type === TYPE_A) {
    for (const address of records.a)
      answers.push(record(TYPE_A, Buffer.from(address.split(".").map(Number))));
  }
  header.writeUInt16BE(flags(records ? 0 : NXDOMAIN), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

/** Starts the DNS server on 127.0.0.1; set() and remove() change the zone while it runs. */
export async function startDnsServer(port = e2eDnsPort()) {
  const zone = new Map<string, DnsRecords>();
  const socket = createSocket("udp4");
  socket.on("message", (query: Buffer, from: RemoteInfo) => {
    socket.send(answer(query, zone), from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, "127.0.0.1", () => resolve());
  });
  return {
    set: (name: string, records: DnsRecords) => zone.set(name.toLowerCase(), records),
    remove: (name: string) => zone.delete(name.toLowerCase()),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
