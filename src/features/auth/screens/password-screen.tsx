import { useFlowContext } from './flow-context';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** The password form on its own (the only factor, or chosen from the picker). */
export function PasswordScreen() {
  const { state } = useFlowContext();
  return state.config.type === 'signup' ? <SignupForm /> : <LoginForm />;
}
