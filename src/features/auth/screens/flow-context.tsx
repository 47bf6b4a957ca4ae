import { createContext, useContext } from 'react';
import type { FlowEvent, FlowState } from '../flow/types';

export interface FormOptions {
  /** Sign-up asks for an optional username. */
  collectUsername: boolean;
  /** Sign-up asks to confirm the password; otherwise the password itself is sent (SPEC §5). */
  confirmPassword: boolean;
  /** Where the "continue" button of the finished screens goes. */
  continueTo: string;
}

export interface FlowContextValue {
  state: FlowState;
  send(event: FlowEvent): void;
  canGoBack: boolean;
  options: FormOptions;
  /** The id of the server's error under the form (FlowAlert), for the field it refuses. */
  errorId: string;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

export function useFlowContext(): FlowContextValue {
  const value = useContext(FlowContext);
  if (!value) throw new Error('Auth screens render inside <AuthFlow>');
  return value;
}
