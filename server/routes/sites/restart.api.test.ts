// Data survives a restart: a new app on the same database (PGlite files, or the same PostgreSQL
// database when TEST_DATABASE_URL is set) sees the accounts, sessions and saved sites.
import { describe, expect, it } from "vitest";
import {
  createSiteFor,
  login,
  registerAndLogin,
  restartableApps,
  validSiteDocument,
} from "../../test/harness";

const open = restartableApps("eventsida-restart-test-");

describe("restart", () => {
  it("keeps accounts, sessions and the saved site across a restart of the app", async () => {
    const first = await open();
    const { cookie, mail } = await registerAndLogin(first.app);
    const id = await createSiteFor(first.app, cookie);
    const doc = validSiteDocument();
    doc.theme = "theme9";
    doc.siteModules = doc.siteModules.map((m, i) =>
      i === 0 ? { ...m, title: { sv: "Sparad före omstart" } } : m,
    );
    const saved = await first.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${id}`,
      cookies: { session: cookie },
      payload: doc,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await first.close();

    const second = await open();
    // The session from before the restart is still valid (it lives in the database).
    const me = await second.app.inject({
      method: "GET",
      url: "/api/accounts/me/",
      cookies: { session: cookie },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ mail, site: { _id: id } });

    const { response, cookie: fresh } = await login(second.app, mail);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ site: id, mail });

    const site = await second.app.inject({
      method: "GET",
      url: `/api/sites/${id}`,
      cookies: { session: fresh as string },
    });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().theme).toBe("theme9");
    expect(site.json().siteModules[0].title).toEqual({ sv: "Sparad före omstart" });

    const versions = await second.app.inject({
      method: "GET",
      url: `/api/sites/${id}/versions`,
      cookies: { session: fresh as string },
    });
    expect(versions.json().versions).toHaveLength(2);
  });
});
