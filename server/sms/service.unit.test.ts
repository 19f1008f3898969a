// The app's SMS service without 46elks' keys: the simulator starts on first use, the 46elks adapter
// talks to it, each SMS lands in DATA_DIR/sms, and the delivery report goes where the app says.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { closeSmsService, setSmsReportDelivery, smsDirOf, smsServiceOf } from "./service";

let dataDir = "";
let ctx: AppContext;
const reports: { url: string; report: Record<string, string> }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sms-service-"));
  ctx = {
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }, () => {}),
    log: { warn: () => {} },
  } as unknown as AppContext;
  setSmsReportDelivery(ctx, async (url, report) => {
    reports.push({ url, report });
  });
});
afterAll(async () => {
  await closeSmsService(ctx);
  await rm(dataDir, { recursive: true, force: true });
});

describe("the SMS service offline", () => {
  it("sends through the simulator, writes the SMS to DATA_DIR/sms and reports its delivery", async () => {
    const service = await smsServiceOf(ctx);
    expect(service.provider.kind).toBe("simulator");
    expect(service.sender).toBe("Brollopssid");
    expect(service.pricePerPartOre).toBe(52);
    expect(await smsServiceOf(ctx)).toBe(service);

    const sent = await service.provider.send({
      from: service.sender,
      to: "+46701234567",
      message: "Bussen går 15.30 från kyrkan.",
      whenDelivered: "http://localhost:3000/api/sms/delivery-report?ref=r1&sig=x",
    });
    expect(sent).toMatchObject({ status: "created", parts: 1 });
    const dir = smsDirOf(ctx);
    expect(dir).toBe(path.join(dataDir, "sms"));
    const [file] = await readdir(dir);
    expect(JSON.parse(await readFile(path.join(dir, file ?? ""), "utf8"))).toMatchObject({
      id: sent.id,
      from: "Brollopssid",
      to: "+46701234567",
      message: "Bussen går 15.30 från kyrkan.",
    });

    await service.simulator?.settleNow();
    expect(reports).toEqual([
      {
        url: "http://localhost:3000/api/sms/delivery-report?ref=r1&sig=x",
        report: { id: sent.id, status: "delivered", delivered: expect.any(String) },
      },
    ]);
  });
});
