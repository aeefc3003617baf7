import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; the two calls used here are typed below.
// @ts-expect-error no declaration file
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a random port with an empty bucket, for tests. */
export async function startLocalS3(bucket = "appraisal-test"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] }) as {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  };
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
