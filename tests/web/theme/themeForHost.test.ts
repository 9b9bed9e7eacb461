import { describe, expect, it } from 'vitest';
import { themeForHost } from '../../../web/src/theme/themeForHost.ts';
import { mantineThemeFor } from '../../../web/src/theme/mantineTheme.ts';
import { THEMES } from '../../../domain/themes.ts';

describe('themeForHost', () => {
  it('uses the default theme on unknown hosts', () => {
    expect(themeForHost('localhost').key).toBe('hop');
    expect(themeForHost('app.moveready.example').key).toBe('hop');
  });

  it('picks a partner theme from a label of the host, staging variants included', () => {
    expect(themeForHost('canopy.example.com').key).toBe('canopy');
    expect(themeForHost('staging-wiggywam.example.com').key).toBe('wiggywam');
    expect(themeForHost('knightfrank.staging.example.com').key).toBe('knightfrank');
    expect(themeForHost('LAWSOCIETY.example.org').key).toBe('lawsociety');
  });

  it('gives each theme its primary colour', () => {
    for (const theme of THEMES) expect(mantineThemeFor(theme).primaryColor).toBe(theme.primaryColor);
  });
});
