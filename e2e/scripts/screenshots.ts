// Takes screenshots of the running product (default http://localhost:4000) in Danish and English,
// on a desktop and a phone-sized screen, for looking at what users see:
//   pnpm --filter e2e screenshots [baseURL] [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://localhost:4000';
const outDir = path.resolve(process.argv[3] ?? 'screenshots');
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const pages = (process.env.PAGES ?? '/login,/password/reset,/dashboard,/release,/me,/404').split(',');
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };
const user = process.env.SCREENSHOT_USER ?? 'admin@example.com';

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const login = await (await fetch(new URL('/graphql', baseURL), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation ($input: LoginInput!) { login(input: $input) { token user { id userId name email } } }',
    variables: { input: { email: user, password: 'Demo1234!' } },
  }),
})).json();
const { token, user: signedIn } = login.data.login;

for (const language of ['da', 'en']) {
  // The signed-in shell follows the user's saved language, so set it there too.
  await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation ($input: UpdateUserConfigInput!) { updateUserConfig(input: $input) { config { language } } }',
      variables: { input: { language } },
    }),
  });
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    for (const route of pages) {
      const page = await context.newPage();
      const isPublic = ['/login', '/password/reset', '/404'].includes(route);
      await page.addInitScript(
        ({ language, auth }) => {
          localStorage.setItem('selected_language', language);
          if (auth) localStorage.setItem('auth', JSON.stringify(auth));
          else localStorage.removeItem('auth');
        },
        { language, auth: isPublic ? null : { token, user: signedIn, isLoggedIn: true } },
      );
      const target = route === '/me' ? `/users/${signedIn.userId}` : route;
      await page.goto(new URL(target, baseURL).toString(), { waitUntil: 'networkidle' });
      // Ready when a page heading shows and nothing says it is still loading (on a busy machine that
      // takes a while; a page that never settles is taken as it is, after the wait).
      await page
        .waitForFunction(() => document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 60_000 })
        .catch(() => console.warn(`${route}: still loading after 60 s`));
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${language}-${device}-${route.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
