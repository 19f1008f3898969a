import { siteDocumentSchema } from "@core/site";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api";
import { type Poster, saveQuickStartDraft } from "./save";

const site = siteDocumentSchema.parse({ siteModules: [] });

/** A fake server: answers by path from a queue of outcomes, and records the calls. */
function server(outcomes: Record<string, (() => unknown)[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const post: Poster = async <T>(path: string, body?: unknown) => {
    calls.push({ path, body });
    const next = outcomes[path]?.shift();
    if (!next) throw new Error(`unexpected call to ${path}`);
    return next() as T;
  };
  return { post, calls };
}
const fail = (status: number) => () => {
  throw new ApiRequestError(status, { message: `HTTP ${status}` });
};

describe("saving a quick-start draft", () => {
  it("registers, then creates the site with the draft and the wizard data", async () => {
    const { post, calls } = server({
      "/api/accounts/register/": [() => ({ mail: "maja@exempel.se" })],
      "/api/sites/V2": [() => ({ site: { _id: "abc" } })],
    });
    const registered: string[] = [];
    const id = await saveQuickStartDraft(
      post,
      {
        registeredMail: null,
        mail: "maja@exempel.se",
        password: "hemligt",
        site,
        wizardData: { name1: "Maja" },
      },
      (mail) => registered.push(mail),
    );
    expect(id).toBe("abc");
    expect(registered).toEqual(["maja@exempel.se"]);
    expect(calls).toEqual([
      { path: "/api/accounts/register/", body: { mail: "maja@exempel.se", password: "hemligt" } },
      { path: "/api/sites/V2", body: { site, wizardData: { name1: "Maja" } } },
    ]);
  });

  it("creates no site when registration fails (mail taken), so a retry starts over", async () => {
    const { post, calls } = server({ "/api/accounts/register/": [fail(409)] });
    const registered: string[] = [];
    await expect(
      saveQuickStartDraft(
        post,
        { registeredMail: null, mail: "taken@exempel.se", password: "hemligt", site, wizardData: null },
        (m) => registered.push(m),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(calls.map((c) => c.path)).toEqual(["/api/accounts/register/"]);
    expect(registered).toEqual([]);
  });

  it("after registering, a failed site creation is retried without registering again", async () => {
    const { post, calls } = server({
      "/api/accounts/register/": [() => ({ mail: "ny@exempel.se" })],
      "/api/sites/V2": [fail(0), () => ({ site: { _id: "def" } })],
    });
    let registeredMail: string | null = null;
    const input = () => ({
      registeredMail,
      mail: "ny@exempel.se",
      password: "hemligt",
      site,
      wizardData: null,
    });
    await expect(saveQuickStartDraft(post, input(), (m) => (registeredMail = m))).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(registeredMail).toBe("ny@exempel.se");
    expect(await saveQuickStartDraft(post, input(), (m) => (registeredMail = m))).toBe("def");
    expect(calls.map((c) => c.path)).toEqual(["/api/accounts/register/", "/api/sites/V2", "/api/sites/V2"]);
  });
});
