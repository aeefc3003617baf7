import fastJsonStringify from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * Response serialisation compiled once per route (issue 15): the route's zod schema becomes a
 * JSON schema and fast-json-stringify writes exactly its properties, so nothing undeclared
 * leaves the server and no request pays for zod's validation of its own output. A schema that
 * JSON schema cannot express (a transform, a date) keeps zod's checked serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let json: JsonSchema;
  try {
    json = simplify(z.toJSONSchema(schema, { io: "output", unrepresentable: "throw", target: "draft-7" }) as JsonSchema);
  } catch {
    return zodSerializerCompiler(route);
  }
  const stringify = fastJsonStringify(json as unknown as Parameters<typeof fastJsonStringify>[0]);
  return (data: unknown) => stringify(data);
};

// fast-json-stringify validates every anyOf branch at run time; "a type or null" needs none of
// that when written as a type list. Formats and patterns only validate, so they go too.
function simplify(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "format" || key === "pattern" || key === "$schema") continue;
    if (Array.isArray(value)) out[key] = value.map((item) => (isObject(item) ? simplify(item) : item));
    else if (isObject(value))
      out[key] = key === "properties" || key === "definitions" || key === "$defs" ? mapValues(value, simplify) : simplify(value);
    else out[key] = value;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === "null" && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === "string") {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, "null"] };
    }
  }
  return out;
}

const isObject = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);
const mapValues = (value: JsonSchema, fn: (node: JsonSchema) => JsonSchema) =>
  Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isObject(item) ? fn(item) : item]));
