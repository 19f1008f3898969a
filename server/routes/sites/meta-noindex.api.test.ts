// PUT /api/sites/{siteId}/metaNoindex {metaNoindex}: the owner's search-engine switch, seen in the
// guest page's robots meta; who may set it; what input is refused; and that an unpublished site
// stores it too (docs/decisions.md, 'Mer drawer').
import { describe, expect, it } from "vitest";
import { activateSite, findSiteById } from "../../operations/sites";
import { expectError, ownerWithSite, registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const setNoindex = (id: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/${id}/metaNoindex`,
    payload: payload as object,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

async function publishedSite() {
  const owner = await ownerWithSite(t.app);
  hostCounter += 1;
  const host = `synlig-${hostCounter}.se`;
  await activateSite(t.ctx, owner.siteId, host);
  return { ...owner, host };
}

const robotsOf = async (host: string) => {
  const response = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
  expect(response.statusCode).toBe(200);
  return /<meta name="robots" content="([^"]*)">/.exec(response.body)?.[1];
};

describe("PUT /api/sites/{siteId}/metaNoindex", () => {
  it("hides the published page from search engines and shows it again", async () => {
    const { siteId, cookie, host } = await publishedSite();
    expect(await robotsOf(host)).toBe("all");

    const hidden = await setNoindex(siteId, cookie, { metaNoindex: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ _id: siteId, metaNoindex: true, active: true });
    expect(await robotsOf(host)).toBe("noindex, noimageindex, nofollow");
    expect(
      (await t.app.inject({ url: `/api/sites/${siteId}`, cookies: { session: cookie } })).json(),
    ).toMatchObject({ metaNoindex: true });

    const shown = await setNoindex(siteId, cookie, { metaNoindex: false });
    expect(shown.json().metaNoindex).toBe(false);
    expect(await robotsOf(host)).toBe("all");
  });

  it("keeps no version of the page: it is a setting of the site, not a saved edit", async () => {
    const { siteId, cookie } = await publishedSite();
    const versions = async () =>
      (await t.app.inject({ url: `/api/sites/${siteId}/versions`, cookies: { session: cookie } })).json()
        .versions.length;
    const before = await versions();
    await setNoindex(siteId, cookie, { metaNoindex: true });
    expect(await versions()).toBe(before);
  });

  it("stores the choice for a site not yet published; it holds from publication on", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    const stored = await setNoindex(siteId, cookie, { metaNoindex: true });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ active: false, metaNoindex: true });
    hostCounter += 1;
    const host = `senare-${hostCounter}.se`;
    await activateSite(t.ctx, siteId, host);
    expect(await robotsOf(host)).toBe("noindex, noimageindex, nofollow");
  });

  it("answers 401 without a session and 403 for another account, whatever the body", async () => {
    const { siteId } = await publishedSite();
    expectError(await setNoindex(siteId, undefined, { metaNoindex: true }), 401, "NOT_LOGGED_IN");
    const stranger = await registerAndLogin(t.app);
    expectError(await setNoindex(siteId, stranger.cookie, { metaNoindex: true }), 403, "FORBIDDEN");
    expectError(await setNoindex(siteId, stranger.cookie, { metaNoindex: "x" }), 403, "FORBIDDEN");
    expect((await findSiteById(t.ctx, siteId))?.metaNoindex).toBe(false);
  });

  it.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["a string", { metaNoindex: "true" }],
    ["a number", { metaNoindex: 1 }],
    ["null", { metaNoindex: null }],
    ["an array", [true]],
  ])("answers 400 for %s and changes nothing", async (_name, payload) => {
    const { siteId, cookie } = await publishedSite();
    expectError(await setNoindex(siteId, cookie, payload), 400, "INVALID_INPUT");
    expect((await findSiteById(t.ctx, siteId))?.metaNoindex).toBe(false);
  });
});
