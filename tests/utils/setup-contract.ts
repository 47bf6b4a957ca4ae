// Each contract file starts Prism or the demo backend as a process while the other suites run on
// both cores; a start takes seconds there, well past jest's 5 s default (CI failed on it once, a
// Prism start in `beforeAll` at 5 s). Jest 30 ignores a project's `testTimeout` in
// jest.config.js (only the top-level one counts), so the contract project sets it here.
jest.setTimeout(120_000);
