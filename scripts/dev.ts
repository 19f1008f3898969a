// npm run dev: development with reload on change. The browser bundles rebuild on every change
// (vite build --watch) and the server restarts on every server change (tsx watch); the server reads
// the fresh bundle names on each request in development, so a browser reload shows the change.
import { spawn } from "node:child_process";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" };
const children = [
  spawn("npx", ["vite", "build", "--watch", "--mode", "development"], { stdio: "inherit", env }),
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit", env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
