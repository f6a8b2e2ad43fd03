// Debian's chromium, headless, driven by playwright-core (Playwright cannot download browsers here).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 860 } };

/** A phone of `width` x `height` in `locale`, its person asking for less motion. */
export const phone = (width, height, locale) => ({
  locale, reducedMotion: 'reduce',
  device: { viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
});

/** A person: a browser context with a language and a screen size; every page error fails the test. */
export async function person(browser, { locale = 'en-US', device = DESKTOP, reducedMotion = 'no-preference', colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ ...device, locale, reducedMotion, colorScheme });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/WebSocket|Failed to load resource|ERR_CONNECTION_REFUSED/.test(msg.text())) errors.push(new Error(msg.text()));
  });
  return { context, page, errors };
}
