import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertSafeKey, type StorageProvider } from "./storage-provider";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Ceph...); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** Bounds each request (connection and socket), so a hung store cannot hold a request forever. */
  requestTimeoutMs?: number;
}

/** Files in an S3-compatible bucket, so every server sees every upload (decision 33). */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: the newer default (aws-chunked trailers on every
    // upload) is not understood by many S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: options.requestTimeoutMs ?? 60_000 },
  });
  const Bucket = options.bucket;

  async function* listAll(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      yield page;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    driver: "s3",
    async put(key, data, contentType) {
      assertSafeKey(key);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
        return;
      }
      // A stream of unknown length goes up in 5 MB parts: memory stays bounded whatever its size.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: data, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
      }).done();
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error as { name?: string }).name === "NoSuchKey" ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async deletePrefix(prefix) {
      const base = assertSafeKey(prefix).replace(/\/*$/, "/");
      for await (const page of listAll(base)) {
        const keys = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
        // One request per page of up to 1000 keys (S3's limit for a batch delete).
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      }
    },
    async listFolders(prefix) {
      // One paged listing of every object under the prefix, grouped by folder: it yields each
      // folder's newest write in the same pass (a Delimiter listing would need one more per folder).
      const base = assertSafeKey(prefix).replace(/\/*$/, "/");
      const newest = new Map<string, number>();
      for await (const page of listAll(base)) {
        for (const object of page.Contents ?? []) {
          const rest = object.Key!.slice(base.length);
          const slash = rest.indexOf("/");
          if (slash <= 0) continue;
          const folder = `${base}${rest.slice(0, slash + 1)}`;
          newest.set(folder, Math.max(newest.get(folder) ?? 0, object.LastModified?.getTime() ?? 0));
        }
      }
      return [...newest].map(([folder, time]) => ({ prefix: folder, modifiedAt: new Date(time) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
