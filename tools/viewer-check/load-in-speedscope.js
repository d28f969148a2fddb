// load-in-speedscope.js TRACE OUT.png: open speedscope (a local copy, SPEEDSCOPE_HTML) in headless chromium, load TRACE through its
// file input, print the page text (speedscope shows an error text when it cannot import), screenshot.
const puppeteer = require('puppeteer-core');
(async () => {
  const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files', '--disable-dev-shm-usage']});
  const page = await browser.newPage();
  page.on('console', m => console.log('console:', m.type(), m.text()));
  page.on('pageerror', e => console.log('pageerror:', e.message));
  await page.setViewport({width: 1400, height: 500});
  const ss = process.env.SPEEDSCOPE_HTML;
  await page.goto('file://' + ss, {waitUntil: 'load', timeout: 60000});
  const input = await page.waitForSelector('input[type=file]');
  await input.uploadFile(process.argv[2]);
  await new Promise(r => setTimeout(r, 5000));
  const text = await page.evaluate(() => document.body.innerText);
  console.log('TEXT:', text.slice(0, 400).replace(/\n+/g, ' | '));
  await page.screenshot({path: process.argv[3]});
  await browser.close();
})().catch(e => { console.error('ERR', e); process.exit(1); });
