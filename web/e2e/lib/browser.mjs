// Debian's Chromium, headless, driven by playwright-core (Playwright cannot download browsers here).
import { chromium } from 'playwright-core';

// The tests run in chromium-headless-shell: Debian's build of the same Chromium without the
// browser's own windows. The full browser opens a window per browser context, with renderers of
// its own for the address bar's WebUI, and took twice the CPU per test here (a three-person lobby
// test: 15.6 core-seconds against 7.5, the same 49 tests passing in both). The keyboard test runs
// in the full browser (FULL_CHROMIUM), the one people use.
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser(executablePath = CHROMIUM) {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 860 } };

/** A phone of `width` x `height` in `locale`. */
export const phone = (width, height, locale) => ({
  locale,
  device: { viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
});

/**
 * A person: a browser context with a language and a screen size; every page error fails the test.
 * A person asks for less motion unless a test says otherwise: Playwright taps only what stands
 * still, so each tap on a tumbling die waited for its 0.45 s tumble (a Generala game of two people
 * took 31 s against 15 s). The keyboard test plays with motion and sees the dice tumble.
 */
export async function person(browser, { locale = 'en-US', device = DESKTOP, reducedMotion = 'reduce', colorScheme = 'light' } = {}) {
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
