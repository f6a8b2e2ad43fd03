// The theme switch's choice: remembered, read back safely, and applied as the root's data-theme.
import { describe, expect, it } from 'vitest';
import { applyTheme, loadTheme, nextTheme, saveTheme } from './theme';

const memory = () => {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the theme', () => {
  it('follows the system until a choice is remembered', () => {
    const s = memory();
    expect(loadTheme(s)).toBe('system');
    saveTheme(s, 'dark');
    expect(loadTheme(s)).toBe('dark');
    s.m.set('cubilete.theme', 'purple');
    expect(loadTheme(s)).toBe('system');
    expect(loadTheme(null)).toBe('system');
    const throwing = { getItem: () => { throw new Error('forbidden'); }, setItem: () => { throw new Error('forbidden'); } };
    expect(loadTheme(throwing)).toBe('system');
    expect(() => saveTheme(throwing, 'light')).not.toThrow();
  });
  it('goes round system, light, dark', () => {
    expect(nextTheme('system')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
  });
  it('is the root\'s data-theme, absent for the system\'s', () => {
    const root = { dataset: {} as DOMStringMap };
    applyTheme(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    applyTheme(root, 'system');
    expect(root.dataset.theme).toBeUndefined();
  });
});
