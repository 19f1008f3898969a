// GET /api/openapi.json: the API described from the same zod schemas that parse its requests.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AnyRouteSpec, API_ROUTES } from "./define";

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

function operation(route: AnyRouteSpec) {
  const parameters: object[] = [];
  const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  for (const name of pathParams)
    parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
  const body = route.body ?? route.bodyParsedInHandler;
  return {
    summary: route.summary,
    "x-access": route.access,
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(body) } } } }
      : {}),
    responses: {
      "200": { description: "OK" },
      "4XX": {
        description:
          "Error: { isErrorResponse: true, errorDescription: { sv, en, da }, message, code, issues? }",
      },
    },
  };
}

export function openApiDocument(title: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of API_ROUTES) {
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return { openapi: "3.1.0", info: { title, version: "1" }, paths };
}

export async function openApiRoutes(app: FastifyInstance, title: string) {
  app.get("/api/openapi.json", async () => openApiDocument(title));
}
