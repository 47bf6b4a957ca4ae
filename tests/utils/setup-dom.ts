// First: decides where Emotion writes its rules before any module of Emotion is loaded.
import './styles-outside-document';
// React's development build without an owner stack for every element it creates.
import './no-owner-stacks';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { loadMuiLocalization } from '@/lib/i18n/mui-localization';
import { loadRtlCache } from '@/lib/theme/app-theme-provider';
import { loadLaterScreens } from '@/features/auth/screens/later';
import { loadSessionUserCheck } from '@/features/auth/session/session-user';
import { failOnOffContractAnswers } from './off-contract';

// jsdom's window has no WebCrypto; the demo backend signs real JWTs (jose) even in DOM tests.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.CryptoKey === 'undefined') {
  Object.defineProperty(globalThis, 'CryptoKey', {
    value: (webcrypto as unknown as { CryptoKey: unknown }).CryptoKey ?? Object,
    configurable: true,
  });
}

// jest-fixed-jsdom puts Node's FormData on the window, which refuses a <form>. React 19 builds one
// from the submitted form when a submit handler starts a transition (the router's navigate does).
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (typeof HTMLFormElement === 'undefined' || !(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement;
      if (!field.name || field.disabled) continue;
      if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
      if (field.type === 'submit' && field !== submitter) continue;
      this.append(field.name, field.value);
    }
  }
}
Object.defineProperty(globalThis, 'FormData', { value: FormDataFromForm, configurable: true });

// jest-fixed-jsdom gives the window Node's Blob and FormData but leaves jsdom's File, which Node's
// FormData turns into the text '[object File]': a file sent in a multipart body arrived as text.
// Node's File is a Blob of the same family as the FormData that carries it.
Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true });

// Component journeys (a page, several clicks and saves, a language switch) on a busy 2-core CI
// machine can take longer than jest's default 5 s; a project's testTimeout in jest.config.js does
// not apply per project, so it is set here, for every DOM test file.
jest.setTimeout(30_000);

// How long findBy* and waitFor wait for what a person would see. Testing Library's 1 s default (and
// the 4 s some tests used to ask for) is shorter than a lazily loaded page can take on a cold CI
// machine, where every module is compiled on first use and two test workers share two cores. A
// test that passes does not wait longer for it; only a failure is reported later.
configure({ asyncUtilTimeout: 8_000 });

// The app loads these on its own as soon as it may need them (the check of a stored session user,
// MUI's texts with a language's messages, the sign-in flow's later screens, the right-to-left
// styles); tests use them straight away.
beforeAll(() =>
  Promise.all([
    loadSessionUserCheck(),
    loadMuiLocalization('es'),
    loadLaterScreens(),
    loadRtlCache(),
  ]),
);

// Every answer the app receives is checked against the contracts: one off them fails the test
// (a demo backend drifting from the contract), unless the test sends it on purpose.
failOnOffContractAnswers();
