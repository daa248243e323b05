import { z } from "zod";
import type { LegacyRoute } from "./route.ts";
import { components, errorAnswer } from "./answers.ts";

type JsonSchema = Record<string, unknown>;

const COMPONENTS = "#/components/schemas/";

/**
 * A zod schema as OpenAPI 3.1 (JSON Schema 2020-12). Named schemas (`components`) become
 * references to `components.schemas`; unnamed definitions (recursive JSON values) are hoisted
 * there under `prefix`, so each conversion stays self-contained and none collides with another.
 */
function toSchema(
  schema: z.ZodType,
  io: "input" | "output",
  prefix: string,
  hoisted: Record<string, JsonSchema>,
) {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    metadata: components,
    unrepresentable: "any",
  }) as JsonSchema;
  const definitions = ($defs ?? {}) as Record<string, JsonSchema>;
  const nameOf = (name: string) => (name.startsWith("__") ? `${prefix}${name.replace(/^_+/, "_")}` : name);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value as JsonSchema).map(([key, inner]) =>
        key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")
          ? [key, `${COMPONENTS}${nameOf(inner.slice("#/$defs/".length))}`]
          : [key, rewrite(inner)],
      ),
    );
  };
  for (const [name, definition] of Object.entries(definitions)) {
    hoisted[nameOf(name)] = rewrite(definition) as JsonSchema;
  }
  return rewrite(json) as JsonSchema;
}

/** The query string's fields as OpenAPI parameters. */
function parameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const errorResponse = (description: string) => ({
  description,
  headers: {
    e_message: { description: "The same text as `msg`.", schema: { type: "string" } },
  },
  content: { "application/json": { schema: { $ref: `${COMPONENTS}Error` } } },
});

const security = {
  public: [],
  signedIn: [{ accessToken: [] }, { sessionCookie: [] }],
  team: [{ accessToken: [] }, { sessionCookie: [] }],
  admin: [{ accessToken: [] }, { sessionCookie: [] }],
} as const;

/** The OpenAPI 3.1 document of the legacy REST API, from the routes' own schemas. */
export function buildOpenApiDocument(routes: LegacyRoute[]) {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const hoisted: Record<string, JsonSchema> = {};
    const operation: Record<string, unknown> = {
      operationId: route.operationId,
      summary: route.summary,
      description: route.description,
      tags: [route.tag],
      security: security[route.access],
    };
    if (route.query)
      operation.parameters = parameters(toSchema(route.query, "input", route.operationId, hoisted));
    if (route.body) {
      const mediaType = route.body.kind === "json" ? "application/json" : "multipart/form-data";
      operation.requestBody = {
        required: true,
        content: {
          [mediaType]: { schema: toSchema(route.body.schema, "input", route.operationId, hoisted) },
        },
      };
    }
    const responses: Record<string, unknown> = {
      200: {
        description: "Done.",
        ...(route.answerHeaders
          ? {
              headers: Object.fromEntries(
                Object.entries(route.answerHeaders).map(([name, description]) => [
                  name,
                  { description, schema: { type: "string" } },
                ]),
              ),
            }
          : {}),
        content: {
          "application/json": { schema: toSchema(route.answer, "output", route.operationId, hoisted) },
        },
      },
      400: errorResponse("Invalid input: malformed JSON or form, a wrong type, a missing field."),
    };
    if (route.access !== "public" || route.tag === "Session" || route.tag === "Payments")
      responses[401] = errorResponse("No valid access token or session, or a refused sign-in.");
    if (route.access === "admin" || route.access === "team")
      responses[403] = errorResponse("The caller's role may not make this call.");
    if (route.method !== "GET" || route.tag === "Admin") responses[404] = errorResponse("No such record.");
    if (route.body?.kind === "multipart") responses[413] = errorResponse("The request body is too large.");
    if (route.tag === "Admin" && route.method !== "GET")
      responses[409] = errorResponse("A unique value in use, or a stale save.");
    if (route.tag === "Payments")
      responses[503] = errorResponse("The gateway could not be asked: deliver again later.");
    if (route.tag === "Session")
      responses[429] = errorResponse("Too many sign-in attempts; see Retry-After.");
    operation.responses = responses;
    Object.assign(schemas, hoisted);
    const path = route.path.endsWith(".json") ? route.path : `${route.path}/`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  // The error answer is referenced by every operation, so it is always a component.
  const errorHoisted: Record<string, JsonSchema> = {};
  schemas.Error = toSchema(errorAnswer, "output", "Error", errorHoisted);
  Object.assign(schemas, errorHoisted);
  return {
    openapi: "3.1.0",
    info: {
      title: "WRO Saudi Arabia — legacy REST API",
      version: "1.0.0",
      description:
        "The calls the legacy clients make (spec §7), served by the same services as the tRPC API. " +
        "Every path also answers without its trailing slash. Errors answer `{success: false, msg}` " +
        "with the same text in the `e_message` header; they are never 5xx for bad input. Public calls " +
        "ignore the Authorization header (an expired token does not break them). Field names " +
        "are the legacy ones: a plain text field (name, title, description …) is Arabic and its `_en` " +
        "twin English.",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Session", description: "Sign-in and the signed-in user." },
      { name: "Public", description: "Lists for the public site (cached per process, cleared on changes)." },
      { name: "Team", description: "Team season records." },
      { name: "Admin", description: "The back office (role admin)." },
      { name: "Payments", description: "The payment gateway's notifications (Moyasar's webhook)." },
      { name: "Meta", description: "This document." },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        accessToken: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description:
            "The token from /api/adduser, /api/steb or /api/loginseason, bare or as `Bearer <token>`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The site's session cookie (used when no Authorization header is sent).",
        },
      },
    },
  };
}
