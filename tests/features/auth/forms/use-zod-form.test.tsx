/**
 * The forms' react-hook-form set-up with a schema that loads after the form shows (the sign-in
 * page's first form): a submit waits for it; when its code cannot be loaded the press does
 * nothing visible, keeps what was typed, raises no unhandled error, and the next press works.
 */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { RequiredFields } from '@/features/auth/forms/required';
import { LOGIN_REQUIRED } from '@/features/auth/forms/required';
import { setupUser } from '@tests/utils/user';
import { loginSchema } from '@/features/auth/forms/schemas';
import { lazySchema, useZodForm } from '@/features/auth/forms/use-zod-form';
import { renderWithProviders } from '@tests/utils/render';

function Form({
  load,
  onValid,
  required,
}: {
  load: () => Promise<ReturnType<typeof loginSchema>>;
  onValid: jest.Mock;
  required?: RequiredFields;
}) {
  const [schema] = useState(() => lazySchema(load, required));
  const { register, submit, errorText } = useZodForm(schema, {
    emailOrUsername: '',
    password: '',
  });
  const email = register('emailOrUsername');
  const password = register('password');
  return (
    <form onSubmit={submit(onValid)} noValidate>
      <label>
        Email or username
        <input {...email} />
      </label>
      <p>{errorText('emailOrUsername')}</p>
      <label>
        Password
        <input type="password" {...password} />
      </label>
      <p>{errorText('password')}</p>
      <button type="submit">Continue</button>
    </form>
  );
}

it('a schema that failed to load: the press keeps what was typed, the next one checks and sends', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(loginSchema());
  const onValid = jest.fn();
  const user = setupUser({ delay: null });
  renderWithProviders(<Form load={load} onValid={onValid} />);
  await user.type(screen.getByLabelText('Email or username'), ' admin@demo.test ');
  await user.type(screen.getByLabelText('Password'), 'Compliance-demo-1');

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(onValid).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith('The form could not be checked', expect.any(TypeError));
  expect(screen.getByLabelText('Email or username')).toHaveValue(' admin@demo.test ');

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid.mock.calls[0][0]).toEqual({
    emailOrUsername: 'admin@demo.test',
    password: 'Compliance-demo-1',
  });
  expect(load).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

it('an empty submit waits for the schema, then shows the field message', async () => {
  const onValid = jest.fn();
  const user = setupUser({ delay: null });
  renderWithProviders(<Form load={async () => loginSchema()} onValid={onValid} />);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
  expect(onValid).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email or username')).toHaveFocus();
});

it('the empty sign-in form, pressed while its schema is still loading: the messages at once, focus on the first', async () => {
  let arrive: (schema: ReturnType<typeof loginSchema>) => void = () => undefined;
  const load = jest.fn(
    () => new Promise<ReturnType<typeof loginSchema>>((resolve) => (arrive = resolve)),
  );
  const onValid = jest.fn();
  const user = setupUser({ delay: null });
  renderWithProviders(<Form load={load} onValid={onValid} required={LOGIN_REQUIRED} />);
  await user.type(screen.getByLabelText('Email or username'), '   ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // The schema has not arrived: the required fields answered without it.
  expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(screen.getByLabelText('Email or username')).toHaveFocus();
  expect(screen.getByLabelText('Email or username')).toHaveValue('   ');
  // The schema loads once the press has been answered (src/lib/load-in-background.ts).
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

  // Typed later, once the schema is there: checked by it and sent.
  arrive(loginSchema());
  await user.type(screen.getByLabelText('Email or username'), 'admin@demo.test');
  await user.type(screen.getByLabelText('Password'), 'Compliance-demo-1');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(onValid).toHaveBeenCalledWith({
    emailOrUsername: 'admin@demo.test',
    password: 'Compliance-demo-1',
  });
});
