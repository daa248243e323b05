import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { partnerEndpoints } from "../identity/partner-contract.ts";

/**
 * A real HTTP server playing the partner platform's contract (identity/partner-contract.ts):
 * an in-memory platform by default, and any failure a test asks for.
 */

export type PartnerRoute = keyof typeof partnerEndpoints;

export interface RecordedRequest {
  route: PartnerRoute;
  method: string;
  contentType: string;
  fields: Record<string, string>;
  query: Record<string, string>;
}

/** What a route answers: JSON, a raw body, or never (the client must time out). */
export type Reply = { status?: number; json: unknown } | { status?: number; body: string } | "hang";

export interface PartnerDouble {
  url: string;
  requests: RecordedRequest[];
  /** Paths asked for that are not in the contract (answered 404 with HTML, as web servers do). */
  unmatched: string[];
  /** Replaces a route's behaviour until `reset()`. */
  override(route: PartnerRoute, reply: (request: RecordedRequest) => Reply): void;
  /** Issues a single sign-on token for an account of the platform. */
  issueToken(nationalId: string): string;
  /** Verifies a coach's account, as the platform's staff do; until then the coach cannot sign in. */
  verify(nationalId: string): void;
  /** Forgets accounts, tokens, overrides and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

interface PlatformAccount {
  _id: string;
  name: string;
  email: string;
  national_id: string;
  phone_number: string;
  type: number;
  password: string;
  verified: boolean;
}

export async function startPartnerDouble(): Promise<PartnerDouble> {
  const accounts: PlatformAccount[] = [];
  const tokens = new Map<string, string>();
  const overrides = new Map<PartnerRoute, (request: RecordedRequest) => Reply>();
  const requests: RecordedRequest[] = [];
  const unmatched: string[] = [];
  const hanging = new Set<() => void>();

  const publicAccount = ({ password: _password, verified: _verified, ...account }: PlatformAccount) =>
    account;

  const platform: Record<PartnerRoute, (request: RecordedRequest) => Reply> = {
    register({ fields }) {
      if (accounts.some((account) => account.email === fields.email)) {
        return { json: { success: false, msg: "The email has already been taken." } };
      }
      const account: PlatformAccount = {
        _id: `steb-${accounts.length + 1}`,
        name: fields.name ?? "",
        email: fields.email ?? "",
        national_id: fields.national_id ?? "",
        phone_number: fields.phone_number ?? "",
        type: Number(fields.type),
        password: fields.password ?? "",
        // Students are ready at once; coaches wait for the platform to verify them.
        verified: Number(fields.type) !== 1,
      };
      accounts.push(account);
      return {
        json: {
          success: true,
          type: account.type,
          user: publicAccount(account),
          token: `t-${account._id}`,
          msg: "Account created",
        },
      };
    },
    login({ fields }) {
      const account = accounts.find(
        (candidate) => candidate.national_id === fields.national_id || candidate.email === fields.email,
      );
      if (!account || account.password !== fields.password) {
        return { status: 401, json: { success: false, msg: "Invalid credentials" } };
      }
      if (!account.verified) {
        return { status: 401, json: { success: false, msg: "Please verify your account first." } };
      }
      return {
        json: { success: true, type: account.type, user: publicAccount(account), token: `t-${account._id}` },
      };
    },
    loginSeason({ query }) {
      const nationalId = query.type === "WRO" && query.token ? tokens.get(query.token) : undefined;
      const account = accounts.find((candidate) => candidate.national_id === nationalId);
      if (!account) return { json: { success: false, msg: "Token is not valid" } };
      return { json: { success: true, user: { jwt: `jwt-${account._id}`, user: [publicAccount(account)] } } };
    },
  };

  const routeOf = (path: string): PartnerRoute | undefined =>
    (Object.keys(partnerEndpoints) as PartnerRoute[]).find((route) => `/${partnerEndpoints[route]}` === path);

  const answer = async (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? "/", "http://partner.test");
    const route = routeOf(url.pathname);
    if (!route) {
      unmatched.push(url.pathname);
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
      return;
    }
    const request: RecordedRequest = {
      route,
      method: incoming.method ?? "GET",
      contentType: incoming.headers["content-type"] ?? "",
      fields: await formFields(incoming),
      query: Object.fromEntries(url.searchParams),
    };
    requests.push(request);
    const reply = (overrides.get(route) ?? platform[route])(request);
    if (reply === "hang") {
      const release = () => response.destroy();
      hanging.add(release);
      response.on("close", () => hanging.delete(release));
      return;
    }
    if ("json" in reply) {
      response
        .writeHead(reply.status ?? 200, { "content-type": "application/json" })
        .end(JSON.stringify(reply.json));
    } else {
      response.writeHead(reply.status ?? 200, { "content-type": "text/html" }).end(reply.body);
    }
  };
  // A request the double cannot read ends its connection, as a broken server's would.
  const server: Server = createServer((incoming, response) => {
    answer(incoming, response).catch((error: Error) => response.destroy(error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unmatched,
    override: (route, reply) => overrides.set(route, reply),
    issueToken(nationalId) {
      const token = `sso-${tokens.size + 1}`;
      tokens.set(token, nationalId);
      return token;
    },
    verify(nationalId) {
      for (const account of accounts) if (account.national_id === nationalId) account.verified = true;
    },
    reset() {
      accounts.length = 0;
      tokens.clear();
      overrides.clear();
      requests.length = 0;
      unmatched.length = 0;
    },
    async close() {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fields of a multipart (or url-encoded) body, parsed the way a web server would. */
async function formFields(incoming: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const type = incoming.headers["content-type"] ?? "";
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) return {};
  const form = await new Request("http://partner.test/", {
    method: "POST",
    headers: { "content-type": type },
    body: Buffer.concat(chunks),
  }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    fields[name] = typeof value === "string" ? value : value.name;
  });
  return fields;
}

/** A URL on which nothing listens: connections are refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
