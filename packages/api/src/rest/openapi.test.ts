import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { legacyRoutes, openApiDocument } from "./routes.ts";

type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; required: boolean }>;
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, unknown>;
  security: unknown[];
};

describe("the legacy REST API's OpenAPI document", () => {
  const document = openApiDocument();
  const operation = (method: string, path: string) =>
    (document.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];

  it("is a valid OpenAPI 3.1 document (checked by @readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.specification).toBe("OpenAPI");
    expect(result.warnings).toEqual([]);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every route, each with a 200 answer and the error answer", () => {
    for (const route of legacyRoutes) {
      const path = route.path.endsWith(".json") ? route.path : `${route.path}/`;
      const described = operation(route.method, path);
      expect(described, `${route.method} ${path}`).toBeDefined();
      expect(described!.operationId).toBe(route.operationId);
      expect(Object.keys(described!.responses)).toEqual(expect.arrayContaining(["200", "400"]));
      expect(described!.security.length > 0).toBe(route.access !== "public");
    }
    expect(new Set(legacyRoutes.map((route) => route.operationId)).size).toBe(legacyRoutes.length);
  });

  it("documents the inputs from the same schemas that check them", () => {
    const seasons = operation("GET", "/api/admin/seasons/")!;
    expect(seasons.parameters!.map((parameter) => parameter.name)).toEqual([
      "page",
      "limit",
      "id",
      "status",
      "name",
      "registration",
    ]);
    const signIn = operation("POST", "/api/adduser/")!;
    expect(Object.keys(signIn.requestBody!.content["application/json"]!.schema.properties!)).toEqual(
      expect.arrayContaining(["national_id", "password", "type", "loginType"]),
    );
    const createSeason = operation("POST", "/api/admin/seasons/")!.requestBody!.content[
      "multipart/form-data"
    ]!;
    expect(createSeason.schema.required).toEqual(
      expect.arrayContaining(["name", "name_en", "slug", "title_1", "desc_3"]),
    );
    expect(createSeason.schema.properties!.image_2).toMatchObject({ format: "binary" });
    expect(operation("GET", "/api/trainings/")!.parameters).toEqual([
      expect.objectContaining({ name: "region_id", required: false }),
      expect.objectContaining({ name: "training", required: false }),
    ]);
  });

  it("names the legacy records as components", () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "Error",
        "User",
        "Partner",
        "Season",
        "Region",
        "Timer",
        "Faq",
        "TeamSeasonRecord",
      ]),
    );
  });
});
