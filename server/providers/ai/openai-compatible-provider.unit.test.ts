import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import sharp from "sharp";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import type { AnalysisImage } from "./ai-provider";
import { createOpenAiCompatibleProvider } from "./openai-compatible-provider";
import { computeValuation } from "@engine/valuation";

// A stand-in for any chat-completions server (a hosted model, Ollama): it answers what the test sets.
let respond: (body: { model: string; messages: { content: unknown }[] }) => { status: number; content?: string; hang?: boolean };
const requests: { model: string; messages: { role: string; content: unknown }[] }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw);
      requests.push(body);
      const answer = respond(body);
      if (answer.hang) return; // never answers: the client's timeout must fire
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer.content ?? "" } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function image(): Promise<AnalysisImage> {
  const encoded = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  return {
    contentType: "image/jpeg",
    load: async () => encoded,
    pixels: async () => ({ data: new Uint8Array(64 * 48 * 4).fill(128), width: 64, height: 48 }),
    detailPixels: async () => ({ data: new Uint8Array(64 * 48 * 4).fill(128), width: 64, height: 48 }),
  };
}

const details = {
  medium: "oil",
  artistName: "Jane Doe",
  artworkTitle: "Study",
  yearCreated: "1950",
  height: "10",
  width: "12",
  provenance: null,
  additionalNotes: null,
  documentCount: 0,
  outlineSetByHand: false,
  imageCount: 1,
};

const validAnswer = {
  prediction: {
    style: "Fauvism",
    era: "Modernism",
    probability: 0.7,
    characteristics: ["Flat colour fields"],
    similarArtists: ["Henri Matisse"],
    description: "A modern work.",
    topStyles: [
      { style: "Fauvism", probability: 0.7 },
      { style: "Expressionism", probability: 0.2 },
      { style: "Post-Impressionism", probability: 0.05 },
    ],
  },
  report: {
    historicalContext: "Fauvism flourished in Paris around 1905.",
    authenticationIndicators: "Look for the signature in the lower right.",
  },
};

function provider(timeoutMs = 2000) {
  const fallback = createFakeAiProvider();
  return {
    fallback,
    ai: createOpenAiCompatibleProvider({
      baseUrl,
      apiKey: "test-key",
      model: "vision-test",
      timeoutMs,
      fallback,
      log: pino({ level: "silent" }),
    }),
  };
}

describe("the OpenAI-compatible provider", () => {
  it("sends the photos and details to the model and returns its validated answer", async () => {
    respond = () => ({ status: 200, content: JSON.stringify(validAnswer) });
    const { ai, fallback } = provider();
    const draft = await ai.appraise({ images: [await image()], details });
    expect(draft).toMatchObject({
      provider: "vision-test",
      report: {
        historicalContext: "Fauvism flourished in Paris around 1905.",
        authenticationIndicators: "Look for the signature in the lower right.",
      },
    });
    // The model's observations reach the report; the value sections are ours.
    expect(draft.report.photoObservations).toContain("flat colour fields");
    expect(draft.report.method).toMatch(/held the price paid/);
    expect(fallback.calls).toBe(0);
    // The same shape as the built-in engine: three styles, and `uncertain` derived by us.
    expect(draft.prediction.topStyles.map((s) => s.style)).toEqual(["Fauvism", "Expressionism", "Post-Impressionism"]);
    expect(draft.prediction.uncertain).toBe(false);
    const sent = requests.at(-1)!;
    expect(sent.model).toBe("vision-test");
    const userContent = JSON.stringify(sent.messages[1]!.content);
    expect(userContent).toContain("data:image/jpeg;base64,");
    expect(userContent).toContain("Artist (per owner): Jane Doe");
  });

  it("prices with the model fitted on sold lots, never with the vision model's own figures (decision 27)", async () => {
    // A model that prices anyway, wildly: its figures must not reach the owner.
    respond = () => ({
      status: 200,
      content: JSON.stringify({ ...validAnswer, valuation: { low: 2_000_000, high: 5_000_000, factors: [] } }),
    });
    const { ai } = provider();
    const draft = await ai.appraise({ images: [await image()], details });
    const expected = computeValuation({
      medium: "oil",
      artistName: "Jane Doe",
      title: "Study",
      yearCreated: "1950",
      height: "10",
      width: "12",
      documentsCount: 0,
      asOfYear: new Date().getUTCFullYear(),
    });
    expect(draft.valuation.low).toBe(expected.low);
    expect(draft.valuation.high).toBe(expected.high);
    expect(draft.valuation.high).toBeLessThan(100_000);
    expect(draft.valuation.factors[0]).toMatchObject({ name: "Starting point" });
    expect(draft.valuation.factors.at(-1)).toMatchObject({ name: "Market" });
    expect(draft.report.marketAnalysis).not.toMatch(/2,000,000|5,000,000/);
    // The prompt asks for observations, not a price.
    expect(JSON.stringify(requests.at(-1)!.messages[0]!.content)).toMatch(/Do not give a price/);
  });

  it("falls back to the built-in engine when the answer does not match the schema", async () => {
    respond = () => ({ status: 200, content: JSON.stringify({ ...validAnswer, report: { historicalContext: "" } }) });
    const { ai, fallback } = provider();
    const draft = await ai.appraise({ images: [await image()], details });
    expect(draft.provider).toBe("fake");
    expect(fallback.calls).toBe(1);
  });

  it("falls back on a server error and on text that is not JSON", async () => {
    for (const answer of [{ status: 500 }, { status: 200, content: "I think it is a nice painting." }]) {
      respond = () => answer;
      const { ai } = provider();
      expect((await ai.appraise({ images: [await image()], details })).provider).toBe("fake");
    }
  });

  it("falls back when the model does not answer in time", async () => {
    respond = () => ({ status: 200, hang: true });
    const { ai } = provider(300);
    const started = Date.now();
    const prediction = await ai.predictStyle(await image());
    expect(prediction.style).toBe("Impressionism"); // the fake fallback's answer
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("bounds the whole wait, retries included, by AI_TIMEOUT_MS", async () => {
    respond = () => ({ status: 200, hang: true });
    const { ai } = provider(400);
    const before = requests.length;
    await ai.predictStyle(await image());
    // Bounded per attempt only, the SDK would send its retry after the first attempt's 400 ms and
    // its back-off, and return after that one's 400 ms too: two requests. Bounded as a whole, the
    // wait ends before any retry is sent. Counted, not timed, so a busy machine cannot fail it.
    expect(requests.length - before).toBeLessThanOrEqual(1);
  });
});
