// Where media live (issue 12, several instances): the local disk under DATA_DIR (default, one host) or
// an S3-compatible bucket that any number of server processes share. Chosen by S3_* variables: all of
// the required ones, or none.
import { z } from "zod";

export type S3StorageConfig = {
  kind: "s3";
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type MediaStorageConfig = { kind: "local" } | S3StorageConfig;

/** The S3_* variables (their values are never echoed: the secret is one of them). */
export const s3Vars = {
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_BUCKET: z.string().trim().max(63).optional(),
  S3_REGION: z.string().trim().max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0", ""]).optional(),
};

type S3Vars = { [K in keyof typeof s3Vars]?: string | undefined };

/** The storage the variables choose, or what is wrong with them. */
export function mediaStorageConfig(vars: S3Vars): MediaStorageConfig | string {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_REGION } = vars;
  const given = [S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY].filter((v) => v);
  if (given.length === 0 && !S3_ENDPOINT) return { kind: "local" };
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    return "S3 media storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together";
  return {
    kind: "s3",
    endpoint: S3_ENDPOINT || null,
    bucket: S3_BUCKET,
    region: S3_REGION || "us-east-1",
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    // MinIO, s3rver and most self-hosted stores want the bucket in the path, not in the host name.
    forcePathStyle: ["true", "1"].includes(vars.S3_FORCE_PATH_STYLE ?? ""),
  };
}
