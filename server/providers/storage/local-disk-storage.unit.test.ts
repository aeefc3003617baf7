import os from "node:os";
import path from "node:path";
import { existsSync, mkdtempSync } from "node:fs";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";

describe("local disk storage", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "storage-"));
  const storage = createLocalDiskStorage(root);

  it("stores, reads and deletes a file, and a whole folder", async () => {
    await storage.put("appraisals/a1/image-0.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    await storage.put("appraisals/a1/thumb.webp", Buffer.from("webp"), "image/webp");
    const file = await storage.get("appraisals/a1/image-0.jpg");
    expect(file!.size).toBe(10);
    expect(await text(file!.stream)).toBe("jpeg bytes");
    await storage.delete("appraisals/a1/image-0.jpg");
    expect(await storage.get("appraisals/a1/image-0.jpg")).toBeNull();
    await storage.deletePrefix("appraisals/a1/");
    expect(existsSync(path.join(root, "appraisals/a1"))).toBe(false);
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../etc/passwd", "/etc/passwd", "a/../../b", "a//b", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe storage key/);
    }
  });
});
