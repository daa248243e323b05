import base from "@wro/eslint-config/base";

// The document module itself reads no configuration; the bench and the test helpers read the
// run's own settings (BENCH_BADGES, CI).
export default [
  ...base,
  { files: ["bench/**", "src/testing/**"], rules: { "no-restricted-properties": "off" } },
];
