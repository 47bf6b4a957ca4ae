/**
 * Every answer a DOM test's app receives is checked against the contracts (src/lib/http/
 * response-check.ts, installed in ./setup-dom.ts): an answer off the contract fails the test.
 * A test that sends such answers on purpose, to see the app survive them, says so first.
 */
import { responseChecker } from '@/lib/http/response-check';
import { watchResponses } from '@/lib/http/response-watch';

const found: string[] = [];
let expected = false;

/** This test's server answers off the contract on purpose: they are not reported. */
export function expectOffContractAnswers(): void {
  expected = true;
}

/** Installs the check for this file's tests; each test ends with what it found reported. */
export function failOnOffContractAnswers(): void {
  beforeAll(() => watchResponses(responseChecker((problem) => found.push(problem))));
  afterEach(() => {
    const problems = found.splice(0);
    const allowed = expected;
    expected = false;
    if (problems.length > 0 && !allowed) {
      throw new Error(`Answers off the contract:\n${problems.join('\n')}`);
    }
  });
}
