// Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in the tests), shared by every server
// process. Keys are the same relative paths as on the local disk.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "./config";
import { assertKey, type MediaStorage } from "./provider";

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

export function s3MediaStorage(config: S3StorageConfig): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const list = async (prefix: string) => {
    const listed: { key: string; size: number; modified: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key)
          listed.push({
            key: object.Key,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return listed;
  };
  const get = async (key: string) => {
    assertKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        modified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  return {
    kind: "s3",
    client,
    async put(key, data) {
      assertKey(key);
      // One PUT: S3 makes the object visible whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength }),
      );
    },
    get,
    async read(key) {
      const object = await get(key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async exists(key) {
      assertKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list,
    async deletePrefix(prefix) {
      if (prefix) assertKey(prefix);
      const keys = (await list(prefix)).map((o) => o.key);
      // At most 1000 keys per request (S3's limit).
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
