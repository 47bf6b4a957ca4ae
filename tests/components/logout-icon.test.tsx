/** @styles-in-document: which way Log out's arrow points is a style. */
import { act, screen } from '@testing-library/react';
import { setDirection } from '@/lib/theme/theme-store';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { renderInShell, resetShell } from '../app/shell';

beforeEach(resetShell);

const arrow = () =>
  getComputedStyle(screen.getByRole('button', { name: 'Log out' }).querySelector('svg')!).transform;

it('points to the end of the line: right in left to right, left in right to left', async () => {
  renderInShell(<LogoutButton />);
  expect(arrow()).toBe('');
  await act(async () => setDirection('rtl'));
  expect(arrow()).toBe('scaleX(-1)');
});
