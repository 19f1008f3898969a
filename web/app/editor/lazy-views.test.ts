import { SITE_MODULE_TYPES } from "@modules/schemas";
import { MODULE_VIEWS as VIEWS } from "@modules/views";
import { describe, expect, it } from "vitest";
import { MODULE_VIEWS as LAZY_VIEWS, VIEW_LOADERS } from "./lazy-views";

describe("the owner app's lazily loaded module views", () => {
  it("have the kinds modules/views.ts has, and a view exactly where it has one", () => {
    expect(Object.keys(LAZY_VIEWS).sort()).toEqual(Object.keys(VIEWS).sort());
    for (const kind of SITE_MODULE_TYPES) expect(LAZY_VIEWS[kind] === null, kind).toBe(VIEWS[kind] === null);
  });

  it("load each kind's own view", async () => {
    for (const kind of SITE_MODULE_TYPES) {
      const loader = VIEW_LOADERS[kind];
      if (loader) expect(await loader(), kind).toBe(VIEWS[kind]);
    }
  });
});
