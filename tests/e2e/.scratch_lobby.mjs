import { runBrowserTest } from './browser_session.mjs';
runBrowserTest(['--analysis-threads', '0'], async ({ page, url }) => {
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-table');
  await page.selectOption('#create-game', 'dummy_whist');
  await page.check('#create-jokers');
  await page.screenshot({ path: '/tmp/lobby-whist.png' });
});
