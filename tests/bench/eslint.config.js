import base from "@wro/eslint-config/base";

// The test harness reads the test run's own settings (E2E_PORT, TEST_DATABASE_URL …).
export default [...base, { rules: { "no-restricted-properties": "off" } }];
