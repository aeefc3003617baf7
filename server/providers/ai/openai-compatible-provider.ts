import OpenAI from "openai";
import sharp from "sharp";
import { z } from "zod";
import type { FastifyBaseLogger } from "fastify";
import { StylePredictionSchema, getMediumLabel, type StylePrediction } from "../../../contracts/appraisals";
import { STYLE_UNCERTAIN_BELOW } from "@engine/style";
import type { AiProvider, AnalysisImage, AppraisalDraft, ArtworkDetails } from "./ai-provider";
import { valueAndReport } from "./value-and-report";

/**
 * The model's style answer: the same shape as the built-in engine's, except `uncertain`, which
 * we derive from the same calibrated threshold so both providers speak alike.
 */
const ModelPredictionSchema = StylePredictionSchema.omit({ uncertain: true })
  .refine((p) => p.topStyles[0]?.style === p.style, "topStyles must start with the predicted style")
  .transform((p): StylePrediction => ({ ...p, uncertain: p.probability < STYLE_UNCERTAIN_BELOW }));

/**
 * What the model must answer for an appraisal; anything else sends us to the fallback. It
 * describes what it sees; it does not price (decision 27): the range comes from our model
 * fitted on sold lots, whatever the vision model would have said.
 */
const ModelAppraisalSchema = z.object({
  prediction: ModelPredictionSchema,
  report: z.object({ historicalContext: z.string().min(1).max(4000), authenticationIndicators: z.string().min(1).max(4000) }),
});

const MODEL_IMAGE_SIDE = 1024;

const SYSTEM_PROMPT = `You are an experienced fine-art appraiser writing for a private owner. You receive photos of one artwork and what the owner knows about it.
Answer with one JSON object only, no prose around it, of this shape:
{"prediction":{"style":string,"era":string,"probability":number 0-1,"characteristics":[3-6 short observations about THIS image],"similarArtists":[3-5 names],"description":string,"topStyles":[exactly 3 {"style":string,"probability":number 0-1}, different styles, best first, the first being "style"]},
 "report":{"historicalContext":string,"authenticationIndicators":string}}
Be specific to the piece and describe only what the photos and the owner's details show. Do not give a price: the value is computed separately from auction records.`;

/**
 * Any server that speaks the chat-completions API with images (a hosted model or a local one such
 * as Ollama). Its answers are validated; on timeout, error or invalid output the fallback (the
 * built-in engine) answers instead and the failure is logged (decision 15).
 */
export function createOpenAiCompatibleProvider(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fallback: AiProvider;
  log: FastifyBaseLogger;
}): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || "not-needed",
    timeout: options.timeoutMs,
    maxRetries: 1,
  });
  const { fallback, log, model } = options;

  async function ask<T>(schema: z.ZodType<T>, images: AnalysisImage[], text: string): Promise<T> {
    const imageParts = await Promise.all(
      images.slice(0, 5).map(async (image) => ({ type: "image_url" as const, image_url: { url: await toDataUrl(image) } })),
    );
    // AI_TIMEOUT_MS bounds the whole wait for the model (every attempt and the back-off between
    // them), not each attempt alone.
    const signal = AbortSignal.timeout(options.timeoutMs);
    const completion = await client.chat.completions.create(
      {
        model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: [{ type: "text", text }, ...imageParts] },
        ],
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error("the model returned no content");
    return schema.parse(JSON.parse(content));
  }

  return {
    name: `openai-compatible:${model}`,
    async predictStyle(image) {
      try {
        const answer = await ask(
          z.object({ prediction: ModelPredictionSchema }),
          [image],
          "Identify the style of this artwork. Fill only the prediction field.",
        );
        return answer.prediction;
      } catch (err) {
        log.warn({ err, provider: model }, "AI model failed; the built-in engine answers instead");
        return fallback.predictStyle(image);
      }
    },
    async appraise(input): Promise<AppraisalDraft> {
      try {
        const answer = await ask(ModelAppraisalSchema, input.images, describeDetails(input.details));
        // The pixel measures still come from the built-in engine: they are facts, not opinions.
        const measured = await fallback.predictStyle(input.images[0]!).catch(() => null);
        // The model's history and authentication notes are kept; everything about value is ours.
        const { valuation, report } = valueAndReport(input.details, answer.prediction, { observations: answer.prediction.characteristics });
        return {
          prediction: answer.prediction,
          features: { builtInPrediction: measured },
          valuation,
          report: { ...report, ...answer.report },
          provider: model,
        };
      } catch (err) {
        log.warn({ err, provider: model }, "AI model failed; the built-in engine answers instead");
        return fallback.appraise(input);
      }
    },
  };
}

function describeDetails(details: ArtworkDetails): string {
  const lines = [
    `Medium: ${getMediumLabel(details.medium)}`,
    details.artistName && `Artist (per owner): ${details.artistName}`,
    details.artworkTitle && `Title: ${details.artworkTitle}`,
    details.yearCreated && `Year created: ${details.yearCreated}`,
    details.height && details.width && `Size: ${details.height} x ${details.width} inches (height x width)`,
    details.provenance && `Provenance: ${details.provenance}`,
    details.additionalNotes && `Owner's notes: ${details.additionalNotes}`,
    `Supporting documents supplied: ${details.documentCount}`,
    `Photos supplied: ${details.imageCount}`,
  ];
  return `Appraise this artwork.\n${lines.filter(Boolean).join("\n")}`;
}

async function toDataUrl(image: AnalysisImage): Promise<string> {
  // Downsized before sending: smaller requests, and no more detail than the model uses.
  const jpeg = await sharp(await image.load())
    .resize(MODEL_IMAGE_SIDE, MODEL_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
