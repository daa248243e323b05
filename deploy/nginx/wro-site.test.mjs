// `node --test deploy/`: the compose stack's nginx (wro-site.compose.conf) is the shipped
// configuration (wro-site.conf) with the compose file's instances as its upstream. Two copies
// drift: the compose one had gone without the open-file cache and the Accept-Encoding fast path.
import { readFileSync } from "node:fs";
import { test } from "node:test";
import assert from "node:assert/strict";

const read = (name) => readFileSync(new URL(name, import.meta.url), "utf8");

/** The configuration without its opening comment and without its upstream block's servers. */
function withoutUpstreamServers(config) {
  const body = config.slice(config.indexOf("proxy_cache_path"));
  return body.replace(/upstream wro_site \{[^}]*\}/, (block) =>
    block
      .split("\n")
      .filter((line) => !/^\s*(#|server\s)/.test(line))
      .join("\n"),
  );
}

test("the compose stack's nginx is the shipped configuration but for its upstream servers", () => {
  const compose = read("./wro-site.compose.conf");
  assert.deepEqual(
    compose.match(/^\s*server (site-\w+:3000);/gm)?.map((line) => line.trim()),
    ["server site-a:3000;", "server site-b:3000;"],
  );
  assert.equal(withoutUpstreamServers(compose), withoutUpstreamServers(read("./wro-site.conf")));
});
