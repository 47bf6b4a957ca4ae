import { act, renderHook } from '@testing-library/react';
import {
  getThemeSettings,
  reloadThemeSettings,
  setControlSize,
  setDirection,
  setLayoutType,
  setMode,
  setPanelExpand,
  setSchema,
  setSideNavCollapse,
  toggleMode,
  useThemeSettings,
} from '@/lib/theme/theme-store';
import { resetShell } from '../../app/shell';

const saved = () => JSON.parse(localStorage.getItem('theme') ?? 'null');
const root = () => document.documentElement;

beforeEach(resetShell);
afterEach(() => jest.restoreAllMocks());

describe('theme store', () => {
  it('starts from what was saved and applies it to <html>', () => {
    localStorage.setItem(
      'theme',
      JSON.stringify({ mode: 'dark', direction: 'rtl', themeSchema: 'orange' }),
    );
    reloadThemeSettings();
    expect(getThemeSettings()).toMatchObject({
      mode: 'dark',
      direction: 'rtl',
      themeSchema: 'orange',
    });
    expect(root()).toHaveClass('dark');
    expect(root()).toHaveAttribute('dir', 'rtl');
  });

  it('swaps the root class between light and dark and saves the mode', () => {
    root().classList.add('light');
    setMode('dark');
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
    expect(saved().mode).toBe('dark');
    toggleMode();
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
    expect(saved().mode).toBe('light');
  });

  it('sets dir on <html> and saves the direction', () => {
    setDirection('rtl');
    expect(root()).toHaveAttribute('dir', 'rtl');
    expect(saved().direction).toBe('rtl');
    setDirection('ltr');
    expect(root()).toHaveAttribute('dir', 'ltr');
  });

  it('records the previous layout type when the layout changes', () => {
    setLayoutType('stackedSide');
    expect(getThemeSettings().layout).toEqual({
      type: 'stackedSide',
      previousType: 'collapsibleSide',
      sideNavCollapse: false,
    });
    setLayoutType('classicTopBar');
    expect(saved().layout).toEqual({
      type: 'classicTopBar',
      previousType: 'stackedSide',
      sideNavCollapse: false,
    });
    // Choosing the current layout again is not a change.
    setLayoutType('classicTopBar');
    expect(getThemeSettings().layout.previousType).toBe('stackedSide');
  });

  it('saves every other change as the whole settings object', () => {
    setSchema('purple');
    setControlSize('lg');
    setPanelExpand(true);
    setSideNavCollapse(true);
    expect(saved()).toEqual({
      themeSchema: 'purple',
      direction: 'ltr',
      mode: 'light',
      panelExpand: true,
      controlSize: 'lg',
      layout: { type: 'collapsibleSide', sideNavCollapse: true },
    });
  });

  it('re-renders subscribers on change, and not when nothing changed', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useThemeSettings();
    });
    const before = renders;
    act(() => setSchema('green'));
    expect(result.current.themeSchema).toBe('green');
    const after = renders;
    act(() => setSchema('green'));
    expect(renders).toBe(after);
    expect(after).toBeGreaterThan(before);
  });

  it('keeps working in memory when storage refuses to save', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => setMode('dark')).not.toThrow();
    expect(getThemeSettings().mode).toBe('dark');
    expect(root()).toHaveClass('dark');
  });

  it('follows a change saved by another tab', () => {
    const { result } = renderHook(() => useThemeSettings());
    act(() => {
      localStorage.setItem('theme', JSON.stringify({ mode: 'dark' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    });
    expect(result.current.mode).toBe('dark');
    expect(root()).toHaveClass('dark');
  });
});
