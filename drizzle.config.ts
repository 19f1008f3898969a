import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from server/db/schema.ts; they are committed and applied
// at every start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
