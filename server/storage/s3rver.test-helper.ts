// Test support (not product code): a local S3 (s3rver) on a port from the OS, with one bucket, and the
// storage configuration that reaches it.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3StorageConfig } from "./config";

type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

// s3rver ships no types: its constructor and the two methods used here are typed above.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export type LocalS3 = { config: S3StorageConfig; env: Record<string, string>; close(): Promise<void> };

export async function startLocalS3(bucket = "media"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "eventsida-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const config: S3StorageConfig = {
    kind: "s3",
    endpoint,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    config,
    env,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
