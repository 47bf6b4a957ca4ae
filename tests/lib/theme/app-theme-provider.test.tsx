/** @styles-in-document: colours, sizes and mirrored margins are styles. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { act, screen } from '@testing-library/react';
import {
  reloadThemeSettings,
  setControlSize,
  setDirection,
  setMode,
  setSchema,
} from '@/lib/theme/theme-store';
import { renderInShell, resetShell } from '../../app/shell';

beforeEach(resetShell);

/** The CSS emotion put into <head> for one cache key (as text, or as rules in speedy mode). */
function cssOf(key: string): string {
  return [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)]
    .map((style) =>
      [style.textContent ?? '', ...[...(style.sheet?.cssRules ?? [])].map((r) => r.cssText)].join(
        '\n',
      ),
    )
    .join('\n')
    .replace(/\s+/g, '');
}

describe('AppThemeProvider', () => {
  it('puts the mode class and dir on <html> on mount', () => {
    localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
    reloadThemeSettings();
    renderInShell(<p>hello</p>);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('mirrors styles in RTL through the muirtl cache: margin-left becomes margin-right', () => {
    renderInShell(<Box data-testid="box" sx={{ marginLeft: '13px', paddingRight: '7px' }} />);
    expect(cssOf('mui')).toContain('margin-left:13px');
    act(() => setDirection('rtl'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const box = screen.getByTestId('box');
    expect(box.className).toMatch(/muirtl-/);
    const rtl = cssOf('muirtl');
    expect(rtl).toContain('margin-right:13px');
    expect(rtl).toContain('padding-left:7px');
    expect(rtl).not.toContain('margin-left:13px');
  });

  it('paints a contained button in the schema colour with readable text', () => {
    renderInShell(<Button variant="contained">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(44, 121, 155)'); // #2c799b
    expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    act(() => setSchema('green'));
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(12, 175, 96)'); // #0CAF60
    expect(getComputedStyle(button).color).toBe('rgb(24, 24, 27)'); // dark text on light green
  });

  it('gives controls the height of the control size', () => {
    renderInShell(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(getComputedStyle(button).minHeight).toBe('48px');
    act(() => setControlSize('xs'));
    expect(getComputedStyle(button).minHeight).toBe('32px');
    act(() => setControlSize('lg'));
    expect(getComputedStyle(button).minHeight).toBe('56px');
  });

  it('switches the page to dark colours', () => {
    renderInShell(<p>hello</p>);
    act(() => setMode('dark'));
    expect(document.documentElement).toHaveClass('dark');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  });
});
