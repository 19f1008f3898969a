import { describe, expect, it } from "vitest";
import { deliveryReportUrl, SMS_REPORT_PATH, verifiedReportReference } from "./report-url";

const secret = Buffer.from("a-secret-of-at-least-32-characters-long!");
const other = Buffer.from("another-secret-of-at-least-32-characters");

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("the signed delivery report URL", () => {
  it("names the reference and a signature under PUBLIC_URL", () => {
    const url = deliveryReportUrl("https://brollopssidan.se/", "send1-household2", secret);
    expect(url).toMatch(
      new RegExp(
        `^https://brollopssidan\\.se${SMS_REPORT_PATH}\\?ref=send1-household2&sig=[A-Za-z0-9_-]{24}$`,
      ),
    );
    expect(verifiedReportReference(queryOf(url), secret)).toBe("send1-household2");
  });

  it("refuses another reference, a changed signature, another secret and malformed queries", () => {
    const query = queryOf(deliveryReportUrl("http://localhost:3000", "abc", secret));
    expect(verifiedReportReference({ ...query, ref: "abd" }, secret)).toBeNull();
    expect(verifiedReportReference({ ...query, sig: `${query.sig?.slice(0, -1)}A` }, secret)).toBeNull();
    expect(verifiedReportReference(query, other)).toBeNull();
    expect(verifiedReportReference({ ref: "abc" }, secret)).toBeNull();
    expect(verifiedReportReference({ ref: ["abc"], sig: query.sig }, secret)).toBeNull();
    expect(verifiedReportReference({ ...query, sig: `${query.sig}x` }, secret)).toBeNull();
    expect(() => deliveryReportUrl("http://localhost:3000", "../x", secret)).toThrow();
  });
});
