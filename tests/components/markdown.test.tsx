/**
 * Markdown written by people is shown as text and safe links only (components/markdown): raw
 * HTML is dropped, `javascript:` links lose their address, images make no request (their
 * alternative text stands in), links inside the app stay in the app.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appPath, Markdown } from '@/components/markdown/markdown';
import { renderWithProviders } from '@tests/utils/render';

const HOSTILE = [
  '# <img src=x onerror=alert(1)> Title',
  '',
  'Before <script>alert(1)</script> after <img src=x onerror=alert(1)>.',
  '',
  '[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
  '',
  '![a tracking pixel](https://tracker.example/p.png)',
  '',
  '<div onclick="alert(1)">raw block</div>',
  '',
  '[the statuses](/profiles/help-center/article/what-do-the-statuses-mean) · [AHA](https://cpr.heart.org)',
  '',
  '[slashes](//evil.example/a) and [backslash](/\\evil.example/b)',
  '',
  '| Accepted | Not accepted |',
  '| --- | --- |',
  '| An eCard | A screenshot |',
].join('\n');

it('drops raw HTML and unsafe links, shows images as their text, and keeps the rest', () => {
  const { container } = renderWithProviders(
    <MemoryRouter>
      <Markdown>{HOSTILE}</Markdown>
    </MemoryRouter>,
  );
  expect(container.querySelector('script, img, iframe, [onerror], [onclick]')).toBeNull();
  expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:|data:text/);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Title');
  // Inline tags go; what stood between them is only text.
  expect(container).toHaveTextContent('Before alert(1) after .');
  expect(container).not.toHaveTextContent('raw block');
  // The unsafe links keep their words, without an address to follow.
  expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
  expect(container).toHaveTextContent('click me and data');
  expect(container).toHaveTextContent('a tracking pixel');
  expect(screen.getByRole('link', { name: 'the statuses' })).toHaveAttribute(
    'href',
    '/profiles/help-center/article/what-do-the-statuses-mean',
  );
  expect(screen.getByRole('link', { name: 'the statuses' })).not.toHaveAttribute('target');
  const aha = screen.getByRole('link', { name: 'AHA (opens in a new tab)' });
  expect(aha).toHaveAttribute('rel', 'noopener noreferrer');
  expect(aha).toHaveAttribute('target', '_blank');
  // '//host' is another site: a link that says so, not one of the app's. A backslash is kept
  // encoded ('/%5C…'), which a browser reads as a path of this site, not as '//host'.
  const slashes = screen.getByRole('link', { name: 'slashes (opens in a new tab)' });
  expect(slashes).toHaveAttribute('rel', 'noopener noreferrer');
  expect(slashes).toHaveAttribute('target', '_blank');
  const backslash = screen.getByText('backslash').closest('a')!;
  expect(new URL(backslash.getAttribute('href')!, window.location.origin).origin).toBe(
    window.location.origin,
  );
  expect(screen.getByRole('table')).toHaveTextContent('An eCard');
});

it('takes as the app’s own only the paths a browser reads as this site', () => {
  expect(appPath('/profiles/help-center/support-hub?q=bls#top')).toBe(
    '/profiles/help-center/support-hub?q=bls#top',
  );
  for (const other of [
    '//evil.example/a',
    '/\\evil.example/b',
    '/\t/evil.example',
    'https://x.example',
  ])
    expect(appPath(other)).toBeUndefined();
});
