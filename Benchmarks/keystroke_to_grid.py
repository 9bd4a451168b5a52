#!/usr/bin/python3
"""Keystroke to rendered grid in headless Chromium (issue #13, Performance).

Run by `bookshelf-bench server --browser` against a running `bookshelf serve` on the local
catalog: `/usr/bin/python3 Benchmarks/keystroke_to_grid.py URL QUERY...`. For each query the
search field is cleared (the grid emptied), the query typed, and the time from the last
keystroke's `input` event to the frame after the first card of the new grid is in the page is
taken (performance.now(), inside the page). Prints one JSON line:
{"times": [ms...], "median": ms, "debounceMs": 300}; the figure to hold to 100 ms is
median - debounceMs. Exit status 2 (with a message) when selenium or Chromium is missing.
"""
import json
import statistics
import sys
import time

DEBOUNCE_MS = 300
CHROMIUM = '/usr/bin/chromium'
CHROMEDRIVER = '/usr/bin/chromedriver'

# The time of the last input event, and of the frame after the first card of a grid built
# after it (cards of the grid before are marked and do not count).
TIMING_JS = """
window.__t = { input: 0, rendered: 0 };
const list = document.getElementById('results');
document.getElementById('q').addEventListener('input', () => {
  for (const c of list.querySelectorAll('.card')) c.dataset.old = '1';
  window.__t = { input: performance.now(), rendered: 0 };
});
new MutationObserver(() => {
  const t = window.__t;
  if (!t.input || t.rendered || !list.querySelector('.card:not([data-old])')) return;
  t.rendered = -1;
  requestAnimationFrame(() => { t.rendered = performance.now(); });
}).observe(list, { childList: true, subtree: true });
"""


def main():
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
        from selenium.webdriver.support.ui import WebDriverWait
    except ImportError:
        print('skipped: python3-selenium is not installed for /usr/bin/python3', file=sys.stderr)
        return 2
    url, queries = sys.argv[1], sys.argv[2:]
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                     '--no-first-run', '--disable-extensions', '--window-size=1280,800']:
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    except Exception as error:  # no Chromium or chromedriver here
        print(f'skipped: Chromium did not start: {error}'.splitlines()[0], file=sys.stderr)
        return 2
    try:
        driver.get(url)
        wait = WebDriverWait(driver, 15)
        wait.until(lambda d: d.execute_script(
            "const p = document.getElementById('provider'); return p && p.value === 'local'"))
        driver.execute_script(TIMING_JS)
        box = driver.find_element(By.ID, 'q')
        times = []
        for query in queries:
            box.click()
            box.send_keys(Keys.CONTROL, 'a')
            box.send_keys(Keys.DELETE)
            time.sleep(DEBOUNCE_MS / 1000 + 0.3)
            box.send_keys(query)
            wait.until(lambda d: (d.execute_script('return window.__t.rendered') or 0) > 0)
            t = driver.execute_script('return window.__t')
            times.append(round(t['rendered'] - t['input'], 1))
        print(json.dumps({'times': times, 'median': statistics.median(times), 'debounceMs': DEBOUNCE_MS}))
        return 0
    finally:
        driver.quit()


if __name__ == '__main__':
    sys.exit(main())
