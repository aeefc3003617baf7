import fp from "fastify-plugin";

/**
 * The spec's client sends DELETE with a JSON content type and no body, which Fastify would answer
 * 400: an empty body is "no body"; anything else goes through Fastify's own (prototype-safe) parser.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (body === "") return done(null, undefined);
      parseJson(request, body as string, done);
    });
  },
  { name: "json-body" },
);
