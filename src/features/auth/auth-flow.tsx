import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FieldStylesWarmup } from './components/field-styles-warmup';
import { ToolkitContainer } from './components/toolkit-container';
import type { FlowConfig, FlowEvent, FlowState, FormValues, StepName } from './flow/types';
import { TypedValuesContext } from './forms/typed-values';
import { preloadFormChecks } from './forms/use-zod-form';
import { completionTarget } from './flow/addresses';
import { useAuthFlow } from './flow/use-auth-flow';
import { FlowContext } from './screens/flow-context';
import type { FormOptions } from './screens/flow-context';
import { SCREENS } from './screens';
import { isLaterScreen, loadLaterScreens } from './screens/later';
import { LoadingScreen, UnknownStateScreen } from './screens/status-screens';
import { stepTitle } from './screens/step-title';
import type { ToolkitTheme } from './toolkit-theme';
import { currentOrigin } from '@/lib/origin';
import { loadInBackground } from '@/lib/load-in-background';

/** How long after the form shows the later screens load anyway, without any interaction. */
const LATER_SCREENS_IDLE_MS = 3000;

/**
 * The later screens (./screens/later.tsx) load once the visitor starts to use the form (a key,
 * a press or focus anywhere on the page) or the page has been idle a while: so they do not
 * compete with the form for the first load, and are there when a step needs them.
 */
function usePreloadLaterScreens(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const start = () => {
      stop();
      // After the key, press or focus has been answered, the form's checks and the screens each
      // in a task of its own (started with the press, they held up its answer).
      void loadInBackground(
        preloadFormChecks,
        () => loadLaterScreens().catch(() => undefined), // a step that needs them tries again
      );
    };
    const timer = setTimeout(start, LATER_SCREENS_IDLE_MS);
    function stop() {
      clearTimeout(timer);
      events.forEach((type) => document.removeEventListener(type, start, true));
    }
    events.forEach((type) => document.addEventListener(type, start, true));
    return stop;
  }, []);
}

/** The steps where the person is signed up or in, or about to be: the account exists. */
const ACCOUNT_STEPS: ReadonlySet<StepName> = new Set<StepName>([
  'totpSetup',
  'totpSetupError',
  'backupCodes',
  'done',
  'redirecting',
]);

/**
 * Whether the page's links between the sign-in screens ('Already have an account? Sign in',
 * 'Forgot password?', 'Sign up', 'Back to sign in') still apply to the step (#20 item 7). Not once
 * the account exists and the person is past its first factor: in the second step, setting up an
 * authenticator, saving the backup codes, done. There they would lead away from an account half
 * set up, to a screen that asks again for what was just given.
 */
export function pageLinksApply(state: FlowState): boolean {
  return state.stage === 'first' && !ACCOUNT_STEPS.has(state.step.name);
}

export interface AuthFlowProps {
  config: FlowConfig;
  theme?: ToolkitTheme;
  collectUsername?: boolean;
  confirmPassword?: boolean;
  /** Told whether the page's links still apply (see pageLinksApply), at first and on change. */
  onPageLinksChange?: (apply: boolean) => void;
}

/**
 * The hosted sign-in toolkit (SPEC §2.5): one form for login, sign-up or password reset, driven
 * by the flow machine. Focus moves to the title when the step changes, so keyboard and screen
 * reader users follow along.
 */
export function AuthFlow({
  config,
  theme = {},
  collectUsername = false,
  confirmPassword = true,
  onPageLinksChange,
}: AuthFlowProps) {
  const intl = useIntl();
  const { search } = useLocation();
  const { state, send: sendToFlow, canGoBack } = useAuthFlow(config);
  // What the form on screen holds, unsubmitted: it goes with Back and with another way to
  // continue, so the next form finds the email or username the person had typed.
  const typed = useRef<FormValues>({});
  const reportTyped = useCallback((values: FormValues) => {
    typed.current = values;
  }, []);
  const send = useCallback(
    (event: FlowEvent) => {
      if (
        event.type === 'back' ||
        event.type === 'selectFactor' ||
        event.type === 'useBackupCode'
      ) {
        sendToFlow({ ...event, values: { ...typed.current, ...event.values } });
      } else {
        sendToFlow(event);
      }
    },
    [sendToFlow],
  );
  const options = useMemo<FormOptions>(
    () => ({
      collectUsername,
      confirmPassword,
      continueTo: completionTarget(config, search, currentOrigin()),
    }),
    [collectUsername, confirmPassword, config, search],
  );
  const errorId = useId();
  const value = useMemo(
    () => ({ state, send, canGoBack, options, errorId }),
    [state, send, canGoBack, options, errorId],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const stepKey = `${state.stage}:${state.step.name}`;
  const previous = useRef(stepKey);
  useEffect(() => {
    const from = previous.current;
    previous.current = stepKey;
    if (from !== stepKey) typed.current = {}; // the new step's form reports its own
    // A step the person took moves focus to its title, unless the new screen put it in a field
    // (a code to type); the flow finishing loading moves nothing.
    if (from === stepKey || from.endsWith(':loading')) return;
    const active = document.activeElement;
    if (active && active !== document.body && root.current?.contains(active)) return;
    heading.current?.focus();
  }, [stepKey]);

  usePreloadLaterScreens();

  const linksApply = pageLinksApply(state);
  // Before the browser paints: told in a passive effect, the page showed the new step with the
  // old links for a frame (and a test could find it so).
  useLayoutEffect(() => {
    onPageLinksChange?.(linksApply);
  }, [linksApply, onPageLinksChange]);

  const Screen = SCREENS[state.step.name] ?? UnknownStateScreen;
  return (
    <FlowContext.Provider value={value}>
      <TypedValuesContext.Provider value={reportTyped}>
        <ToolkitContainer theme={theme}>
          <Stack ref={root} spacing={2} data-step={state.step.name} data-stage={state.stage}>
            <Typography
              ref={heading}
              tabIndex={-1}
              component="h2"
              variant="h6"
              sx={{ textAlign: 'center', fontWeight: 600, outline: 'none' }}
            >
              {intl.formatMessage(stepTitle(state))}
            </Typography>
            {isLaterScreen(Screen) ? (
              <Suspense fallback={<LoadingScreen />}>
                <Screen key={stepKey} />
              </Suspense>
            ) : (
              // The first screens are in the page's code: no boundary, which React would
              // hydrate only after the rest of the page, at idle priority (a press on the
              // form before then hydrated it synchronously).
              <Screen key={stepKey} />
            )}
          </Stack>
          <FieldStylesWarmup />
        </ToolkitContainer>
      </TypedValuesContext.Provider>
    </FlowContext.Provider>
  );
}
