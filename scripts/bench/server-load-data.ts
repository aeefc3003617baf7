/** Rows for the load bench (scripts/bench/server-load.ts), written straight to the database. */
import { createHash, randomBytes } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import type { Database } from "../../server/db/client";
import { appraisalFiles, appraisals, sessions, users } from "../../server/db/schema";

const ARTISTS = ["Claude Monet", "Mary Cassatt", "Paul Klee", "Frida Kahlo", "Egon Schiele", "Hilma af Klint", "Jane Doe"];
const MEDIA = ["oil", "acrylic", "watercolor", "print", "mixed"];

/** A user with a session; returns the signed cookie header the browser would send. */
export async function createBenchUser(db: Database, secret: string, name: string, role: "user" | "admin" = "user") {
  const [user] = await db
    .insert(users)
    .values({ email: `${name}@bench.example`, username: name, firstName: name, lastName: "Bench", passwordHash: "x", role })
    .returning();
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await db.insert(sessions).values({ tokenHash, userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user!.id, cookie: `sid=${fastifyCookie.sign(token, secret)}` };
}

/** `count` completed appraisals for the user, each with one photo (the list shows its thumbnail). */
export async function addAppraisals(db: Database, userId: string, count: number, offset = 0) {
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const rows = await db
      .insert(appraisals)
      .values(
        Array.from({ length: size }, (_, k) => {
          const i = offset + start + k;
          return {
            userId,
            medium: MEDIA[i % MEDIA.length]!,
            artworkTitle: `Study no. ${i} in blue`,
            artistName: ARTISTS[i % ARTISTS.length]!,
            status: (i % 3 === 0 ? "pending" : "completed") as "pending" | "completed",
            priority: (i % 7 === 0 ? "high" : "normal") as "high" | "normal",
            estimatedLow: 1000 + i,
            estimatedHigh: 3000 + i,
            submittedAt: new Date(now - i * 60_000),
          };
        }),
      )
      .returning({ id: appraisals.id });
    await db.insert(appraisalFiles).values(
      rows.map((row) => ({
        appraisalId: row.id,
        kind: "image" as const,
        position: 0,
        storageKey: `bench/${row.id}`,
        thumbnailKey: `bench/${row.id}.thumb`,
        contentType: "image/jpeg",
        byteSize: 1000,
        originalName: "photo.jpg",
      })),
    );
  }
}
