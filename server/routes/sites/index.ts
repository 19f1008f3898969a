// /api/sites/*: create, read, save, versions and the public read of a site.
import { siteDocumentSchema } from "@core/site";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAccount, requireOwnedSite } from "../../guards";
import { ID_PATTERN } from "../../ids";
import {
  createSite,
  createSiteInputSchema,
  findSiteById,
  getVersion,
  isPubliclyVisible,
  listVersions,
  saveSite,
} from "../../operations/sites";
import { presentPublicSite, presentSite } from "../../presenters/site";
import { parseInput } from "../../validation";

const siteParams = z.object({ id: z.string().max(100) });
const versionParams = z.object({
  id: z.string().max(100),
  versionId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "a version id is a positive whole number")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "no such version"),
});

export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/sites/V2", async (request) => {
    const account = await requireAccount(ctx, request);
    const input = parseInput(createSiteInputSchema, request.body);
    const row = await createSite(ctx, account.id, input);
    return { site: presentSite(row) };
  });

  app.get("/api/sites/public/:id", async (request) => {
    const { id } = parseInput(siteParams, request.params);
    const row = ID_PATTERN.test(id) ? await findSiteById(ctx, id) : null;
    if (!row || !isPubliclyVisible(row)) throw new ApiError("NOT_FOUND");
    if (row.password) throw new ApiError("PASSWORD_REQUIRED");
    return presentPublicSite(row);
  });

  app.get("/api/sites/:id", async (request) => {
    const { id } = parseInput(siteParams, request.params);
    const { site } = await requireOwnedSite(ctx, request, id);
    return presentSite(site);
  });

  app.put("/api/sites/V2/:id", async (request) => {
    const { id } = parseInput(siteParams, request.params);
    await requireOwnedSite(ctx, request, id);
    const document = parseInput(siteDocumentSchema, request.body);
    return presentSite(await saveSite(ctx, id, document));
  });

  app.get("/api/sites/:id/versions", async (request) => {
    const { id } = parseInput(siteParams, request.params);
    const { site } = await requireOwnedSite(ctx, request, id);
    return { versions: await listVersions(ctx, site) };
  });

  app.get("/api/sites/:id/versions/:versionId", async (request) => {
    const { id } = parseInput(siteParams, request.params);
    await requireOwnedSite(ctx, request, id);
    const { versionId } = parseInput(versionParams, request.params);
    return { site: await getVersion(ctx, id, versionId) };
  });
}
