import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../test/s3rver";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

// The same contract for every driver: local disk and a real S3-compatible server (s3rver).
let s3: LocalS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));
});
afterAll(async () => {
  await s3?.close();
});

const drivers: [string, () => StorageProvider][] = [
  ["local disk", () => createLocalDiskStorage(localRoot)],
  [
    "S3 (s3rver)",
    () =>
      createS3Storage({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: "us-east-1",
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)("the storage contract on %s", (_name, make) => {
  it("stores a buffer and streams it back with its size", async () => {
    const storage = make();
    await storage.put("appraisals/a1/images/0.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    const file = await storage.get("appraisals/a1/images/0.jpg");
    expect(file!.size).toBe(10);
    expect(await text(file!.stream)).toBe("jpeg bytes");
  });

  it("stores a stream larger than one upload part, chunk by chunk, and reads the same bytes", async () => {
    const storage = make();
    // 6 MB in 64 KB chunks: more than one 5 MB multipart part on S3, never one buffer in the driver.
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const total = 6 * 1024 * 1024;
    const source = new Readable({
      read() {
        if (sent >= total) return this.push(null);
        chunk.fill(sent / chunk.length);
        sent += chunk.length;
        this.push(Buffer.from(chunk));
      },
    });
    await storage.put("appraisals/a2/documents/0.pdf", source, "application/pdf");
    const file = await storage.get("appraisals/a2/documents/0.pdf");
    expect(file!.size).toBe(total);
    const bytes = await buffer(file!.stream);
    expect(bytes.length).toBe(total);
    expect(bytes[0]).toBe(0);
    expect(bytes[total - 1]).toBe((total / chunk.length - 1) % 256);
  });

  it("answers null for a missing key", async () => {
    expect(await make().get("appraisals/none/images/0.jpg")).toBeNull();
  });

  it("deletes one file and a whole folder, and lists folders with their newest write", async () => {
    const storage = make();
    await storage.put("appraisals/a3/images/0.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("appraisals/a3/images/0-thumb.webp", Buffer.from("b"), "image/webp");
    await storage.put("appraisals/a4/images/0.jpg", Buffer.from("c"), "image/jpeg");
    const folders = await storage.listFolders("appraisals/");
    expect(folders.map((f) => f.prefix)).toEqual(expect.arrayContaining(["appraisals/a3/", "appraisals/a4/"]));
    const a3 = folders.find((f) => f.prefix === "appraisals/a3/")!;
    expect(Math.abs(a3.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    await storage.delete("appraisals/a3/images/0.jpg");
    expect(await storage.get("appraisals/a3/images/0.jpg")).toBeNull();
    expect(await storage.get("appraisals/a3/images/0-thumb.webp")).not.toBeNull();
    await storage.deletePrefix("appraisals/a3/");
    expect(await storage.get("appraisals/a3/images/0-thumb.webp")).toBeNull();
    expect(await storage.get("appraisals/a4/images/0.jpg")).not.toBeNull();
    expect((await storage.listFolders("appraisals/")).map((f) => f.prefix)).not.toContain("appraisals/a3/");
  });

  it("refuses keys that could leave its folder or bucket prefix", async () => {
    const storage = make();
    for (const key of ["../etc/passwd", "/etc/passwd", "a/../../b", "a//b", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe storage key/);
    }
  });

  it("is reachable (the readiness check)", async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe("local disk storage", () => {
  it("writes files and folders only its own user can read", async () => {
    const storage = createLocalDiskStorage(localRoot);
    await storage.put("appraisals/p1/images/0.jpg", Buffer.from("private"), "image/jpeg");
    await storage.put("appraisals/p1/documents/0.pdf", Readable.from([Buffer.from("also private")]), "application/pdf");
    expect(statSync(path.join(localRoot, "appraisals/p1/images/0.jpg")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(localRoot, "appraisals/p1/documents/0.pdf")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(localRoot, "appraisals/p1/images")).mode & 0o777).toBe(0o700);
  });
});

describe("S3 storage", () => {
  it("fails the readiness check for a bucket that does not exist", async () => {
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      bucket: "no-such-bucket",
      region: "us-east-1",
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    await expect(storage.check()).rejects.toThrow();
  });
});
