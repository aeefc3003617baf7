import path from "node:path";
import type { AppConfig } from "../../config";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

/** Local disk under DATA_DIR/uploads by default; an S3-compatible bucket with STORAGE_DRIVER=s3. */
export function createStorage(config: AppConfig): StorageProvider {
  if (config.STORAGE_DRIVER === "s3") {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalDiskStorage(path.join(config.dataDir, "uploads"));
}
