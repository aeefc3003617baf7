import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import type { Appraisal } from "../../contracts/appraisals";
import { CREDIT_PACKAGES } from "../../contracts/credits";

// The journeys that several specs start from, done through the API as a user's browser would
// (Epic Stack, Documenso: set up by API, test through the page). One copy each, here.

const FIXTURES = path.resolve("tests/fixtures");

/** Stripe's always-succeeding test card, as the built-in test provider accepts it (decision 12). */
export const TEST_CARD = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } as const;

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A painting-like photo shipped with the tests (decision 34: nothing outside the repository). */
export function readPhoto(file: "painting-landscape.jpg" | "painting-geometric.jpg" = "painting-landscape.jpg", name = file): Photo {
  return { name, mimeType: "image/jpeg", buffer: fs.readFileSync(path.join(FIXTURES, file)) };
}

/** Buys a package with the test card through the built-in provider, as the credits page does. */
export async function buyCredits(
  request: APIRequestContext,
  { packageId = 2, baseUrl = "" }: { packageId?: number; baseUrl?: string } = {},
) {
  const pkg = CREDIT_PACKAGES.find((candidate) => candidate.id === packageId)!;
  const intent = await request.post(`${baseUrl}/api/create-payment-intent`, { data: { packageId, amount: pkg.price } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post(`${baseUrl}/api/payments/test/confirm`, { data: { clientSecret, ...TEST_CARD } });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

/** Submits an appraisal (multipart, as the wizard sends it) and answers its id. */
export async function submitAppraisal(
  request: APIRequestContext,
  fields: Record<string, string>,
  { images = [readPhoto()], baseUrl = "" }: { images?: Photo[]; baseUrl?: string } = {},
): Promise<string> {
  // Playwright's multipart takes one file per field name; the server accepts the first of several alike.
  const response = await request.post(`${baseUrl}/api/appraisals`, { multipart: { medium: "oil", ...fields, images: images[0]! } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits until the pipeline has taken the appraisal to this status, and answers it as the API does. */
export async function waitForAppraisal(
  request: APIRequestContext,
  id: string,
  { status = "completed", baseUrl = "", timeout = 60_000 }: { status?: Appraisal["status"]; baseUrl?: string; timeout?: number } = {},
): Promise<Appraisal> {
  let appraisal: Appraisal | undefined;
  await expect
    .poll(
      async () => {
        appraisal = (await (await request.get(`${baseUrl}/api/appraisals/${id}`)).json()) as Appraisal;
        return appraisal.status;
      },
      { timeout, intervals: [500, 1000] },
    )
    .toBe(status);
  return appraisal!;
}
