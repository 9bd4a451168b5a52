#!/usr/bin/python3
"""Real-browser checks of the Bookshelf web app (`bookshelf serve`), headless Chromium via WebDriver.

Run by Tests/BookshelfCLITests/EndToEnd/Browser/WebAppBrowserTests.swift against a live server;
it can be run by hand too:

    /usr/bin/python3 Tests/Browser/webapp_checks.py --url http://127.0.0.1:PORT/ \
        --out shots --scenario fixtures|starter|latency [--query Q ...]

Scenarios:
  fixtures  the server's Kakao provider points at a fixture server (queries `swift`: 3 pages,
            `boom`: HTTP 500 then 200, `hostile`: markup and script in the text).
  starter   the server runs --offline on the starter catalog: Korean, the keystroke-to-grid
            time, screenshots at phone and desktop size.
  latency   only the keystroke-to-grid time for the given --query words (bookshelf-bench).

Writes <out>/report-<scenario>.json: {"checks": [{"name", "passed", "detail"}], "figures": {...}}
and prints the same document. Uses only the standard library and selenium.
"""

import argparse
import json
import os
import signal
import statistics
import sys
import time
import traceback

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get('BOOKSHELF_CHROMIUM', '/usr/bin/chromium')
CHROMEDRIVER = os.environ.get('BOOKSHELF_CHROMEDRIVER', '/usr/bin/chromedriver')
DEBOUNCE_MS = 300
PHONE = (390, 844)
DESKTOP = (1280, 800)

HOSTILE_TITLE = '<img src=x onerror=alert(1)> Hostile'
HOSTILE_AUTHOR = '<script>alert(2)</script>'
HOSTILE_DESCRIPTION = '<b onmouseover=alert(3)>bold</b><script>alert(4)</script>'

# Every element's box against the viewport; elements that are not rendered, clipped away for
# screen readers (visually-hidden) or inside a scrolling box are not the page overflowing.
OVERFLOW_JS = """
const width = window.innerWidth;
const bad = [];
function clippedByScroller(node) {
  for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && up.getBoundingClientRect().right <= width + 1) return true;
  }
  return false;
}
for (const node of document.querySelectorAll('body *')) {
  const box = node.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;
  const style = getComputedStyle(node);
  if (style.display === 'none' || style.visibility === 'hidden') continue;
  if (style.position === 'absolute' && box.width <= 1 && box.height <= 1) continue;
  if (node.closest('dialog:not([open])')) continue;
  if (box.right > width + 1 || box.left < -1) {
    if (clippedByScroller(node)) continue;
    bad.push(node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
      (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '') +
      ' [' + Math.round(box.left) + ',' + Math.round(box.right) + ']');
    if (bad.length >= 10) break;
  }
}
return { width, scrollWidth: document.documentElement.scrollWidth, bad };
"""

# A fetch from inside the page (same origin, the page's own CSRF header).
FETCH_JS = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], { headers: { 'X-Bookshelf': '1', Accept: 'application/json' }, cache: 'no-store' })
  .then(async (r) => done({ status: r.status, body: await r.text() }))
  .catch((e) => done({ status: 0, body: String(e) }));
"""

# Records the last input event's time and the first grid rendered after it (next frame).
TIMING_JS = """
if (!window.__timing) {
  window.__timing = { input: 0, rendered: 0 };
  const list = document.getElementById('results');
  document.addEventListener('input', (event) => {
    if (event.target.id === 'q') { window.__timing.input = performance.now(); window.__timing.rendered = 0; }
  }, true);
  new MutationObserver(() => {
    const timing = window.__timing;
    if (timing.rendered || !timing.input || !list.querySelector('.card')) return;
    if (performance.now() - timing.input < %d) return;
    timing.rendered = -1;
    requestAnimationFrame(() => { timing.rendered = performance.now(); });
  }).observe(list, { childList: true });
}
""" % (DEBOUNCE_MS - 10)


class Report:
    """The checks made so far, by name, and the figures measured."""

    def __init__(self):
        self.checks = []
        self.figures = {}

    def add(self, name, passed, detail=''):
        self.checks.append({'name': name, 'passed': bool(passed), 'detail': str(detail)[:4000]})
        mark = 'ok  ' if passed else 'FAIL'
        print(f'{mark} {name}: {detail}', file=sys.stderr, flush=True)

    def run(self, name, body):
        """Runs `body()` (returns (passed, detail)); an exception is a failed check with its trace."""
        try:
            passed, detail = body()
        except Exception as error:  # a check that cannot finish is a failed check
            passed, detail = False, f'{type(error).__name__}: {error}\n{traceback.format_exc(limit=3)}'
        self.add(name, passed, detail)
        return passed

    def document(self):
        return {'checks': self.checks, 'figures': self.figures}


class Browser:
    """One headless Chromium session with its console log collected between steps."""

    def __init__(self, languages='en-US,en'):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                         '--no-first-run', '--disable-extensions', '--disable-background-networking',
                         '--lang=' + languages.split(',')[0], '--window-size=1280,1000',
                         '--force-color-profile=srgb', '--hide-scrollbars']:
            options.add_argument(argument)
        options.add_experimental_option('prefs', {'intl.accept_languages': languages})
        options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_script_timeout(30)
        self.console = []  # every entry, each with the step it was read after
        self.allowed = []  # (step, predicate) for deliberate failures
        self.step = 'start'
        self.viewport(*DESKTOP)

    def quit(self):
        try:
            self.driver.quit()
        except WebDriverException:
            pass

    def viewport(self, width, height, mobile=False):
        """An exact viewport (window sizes include the browser's frame)."""
        self.driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride', {
            'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': mobile})

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def fetch(self, path):
        answer = self.driver.execute_async_script(FETCH_JS, path)
        return answer['status'], answer['body']

    def wait(self, condition, timeout=10, what='condition'):
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda _: condition())
        except TimeoutException:
            raise AssertionError(f'timed out after {timeout} s waiting for {what}')

    def open(self, url):
        self.driver.get(url)
        self.wait(lambda: self.js("return document.body.classList.contains('ready')"), 15, 'body.ready')

    def collect(self, step=None):
        """Reads the console entries logged since the last read, marked with the current step."""
        for entry in self.driver.get_log('browser'):
            entry['step'] = self.step
            self.console.append(entry)
        if step:
            self.step = step

    def severe(self):
        """SEVERE console entries that no deliberate failure explains."""
        self.collect()
        found = []
        for entry in self.console:
            if entry.get('level') != 'SEVERE':
                continue
            if any(allowed(entry) for allowed in self.allowed):
                continue
            found.append(f"[{entry['step']}] {entry.get('source')}: {entry.get('message')}")
        return found

    def cards(self, list_id='results'):
        return self.js(f"""return [...document.querySelectorAll('#{list_id} .card')].map((a) => ({{
            href: a.getAttribute('href'), title: a.querySelector('.card-title').textContent,
            label: a.getAttribute('aria-label'), text: a.textContent }}));""")

    def shot(self, path):
        """A screenshot without the focus ring and without a passing notice (toast)."""
        self.js('document.activeElement && document.activeElement.blur && document.activeElement.blur()')
        self.js("document.getElementById('toast').replaceChildren()")
        time.sleep(0.3)  # let covers fade in and transitions end
        self.driver.save_screenshot(path)

    def tab(self, name):
        """Clicks the tab `search` or `saved` and waits until its route ran (the hashchange event
        comes after the click: typing before it would be undone by the route)."""
        changes = self.js(f"""const link = document.getElementById('tab-{name}');
            window.__hashchanged = false;
            addEventListener('hashchange', () => {{ window.__hashchanged = true; }}, {{ once: true }});
            return location.hash !== link.getAttribute('href');""")
        self.driver.find_element(By.ID, 'tab-' + name).click()
        if changes:
            self.wait(lambda: self.js('return window.__hashchanged'), 10, 'the hashchange event')
        self.wait(lambda: self.js(f"""return !document.getElementById('view-{name}').hidden
            && document.getElementById('tab-{name}').getAttribute('aria-current') === 'page'
            && location.hash.startsWith('#/{name}')"""), 10, f'the {name} tab')
        self.js('return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))')

    def press(self, key):
        """A key press on whatever has the focus."""
        ActionChains(self.driver).send_keys(key).perform()

    def search_for(self, text):
        """Types `text` and waits until the grid was rebuilt for it: the cards shown before are
        marked, and the wait ends when the list holds no marked card and nothing is loading."""
        if self.js("return document.getElementById('q').value") == text and self.cards():
            return
        self.js("for (const c of document.querySelectorAll('#results .card')) c.dataset.before = '1'")
        self.type_query(text)
        self.wait(lambda: self.js("""return !document.querySelector('#results .card[data-before]')
            && !document.querySelector('#search-status .state-loading')"""), 10, f'the grid for {text}')

    def type_query(self, text):
        box = self.driver.find_element(By.ID, 'q')
        box.click()
        box.send_keys(Keys.CONTROL, 'a')
        box.send_keys(Keys.DELETE)
        if text:
            box.send_keys(text)


def cover_404(entry):
    """A cover that is not there (a book without a cached cover) is a deliberate 404."""
    message = entry.get('message', '')
    return entry.get('source') == 'network' and '/cover' in message and ' 404' in message


def search_started(browser):
    return browser.js("return performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/search')).map((e) => e.name)")


def overflow_check(browser, report, name):
    def body():
        found = browser.js(OVERFLOW_JS)
        passed = found['scrollWidth'] <= found['width'] and not found['bad']
        return passed, f"innerWidth {found['width']}, scrollWidth {found['scrollWidth']}, overflowing: {found['bad']}"
    report.run(name, body)


# Text clamped to a number of lines (-webkit-line-clamp) is cut at the padding box, not at the
# content box: with padding, the lines past the clamp show in the padding. Reports such boxes.
CLAMP_JS = """
const bad = [];
for (const node of document.querySelectorAll('body *')) {
  const style = getComputedStyle(node);
  const clamp = style.webkitLineClamp || style.getPropertyValue('-webkit-line-clamp');
  if (!clamp || clamp === 'none' || node.scrollHeight <= node.clientHeight + 1) continue;
  if (parseFloat(style.paddingBottom) > 0.5) {
    bad.push((node.className || node.tagName) + ' "' + node.textContent.slice(0, 40) + '" padding-bottom ' + style.paddingBottom);
    if (bad.length >= 5) break;
  }
}
return bad;
"""

# On a saved card, the gap between the status words and my stars when both share a line, and
# the stars' indent when they wrapped to a line of their own.
GAP_JS = """
const gaps = [];
const indents = [];
for (const status of document.querySelectorAll('#shelf-list .card-status')) {
  const mine = status.querySelector('.card-mine');
  const words = status.firstChild;
  if (!mine || !words || words.nodeType !== Node.TEXT_NODE) continue;
  const range = document.createRange();
  range.selectNodeContents(words);
  const text = range.getBoundingClientRect();
  const stars = mine.getBoundingClientRect();
  if (Math.abs(stars.top - text.top) < text.height / 2) gaps.push(Math.round((stars.left - text.right) * 10) / 10);
  else indents.push(Math.round((stars.left - status.getBoundingClientRect().left) * 10) / 10);
}
return { gaps, indents };
"""


def clamp_check(browser, report, name):
    def body():
        bad = browser.js(CLAMP_JS)
        return not bad, f'clamped boxes whose hidden lines show in their padding: {bad}'
    report.run(name, body)


def columns(browser, list_id='results'):
    return browser.js(f"""const t = getComputedStyle(document.getElementById('{list_id}')).gridTemplateColumns;
        return t && t !== 'none' ? t.split(' ').filter(Boolean).length : 1;""")


# ------------------------------------------------------------------ fixtures scenario


def fixtures(url, out, report):
    browser = Browser()
    browser.allowed.append(cover_404)
    try:
        fixture_checks(browser, url, out, report)
    finally:
        report.run('no console errors (fixtures)', lambda: (not browser.severe(), browser.severe() or 'none'))
        report.figures['consoleEntries'] = [
            f"[{e['step']}] {e.get('level')} {e.get('source')}: {e.get('message')}" for e in browser.console][:60]
        browser.quit()


def fixture_checks(browser, url, out, report):
    def ready():
        browser.open(url)
        return True, browser.js('return location.href')
    if not report.run('page starts (body.ready)', ready):
        return

    def tab_order():
        browser.js('document.activeElement.blur(); window.scrollTo(0, 0)')
        reached = []
        for _ in range(6):
            browser.press(Keys.TAB)
            focused = browser.js('return document.activeElement.id || document.activeElement.tagName')
            reached.append(focused)
            if focused == 'q':
                break
        return reached[-1] == 'q' and len(reached) <= 4, f'tab stops: {reached}'
    report.run('keyboard: Tab reaches the search field early', tab_order)

    browser.collect('type a query')
    browser.js('performance.clearResourceTimings()')

    def type_and_grid():
        browser.type_query('swift')
        browser.wait(lambda: len(browser.cards()) >= 20, 10, '20 cards')
        time.sleep(DEBOUNCE_MS / 1000 + 0.3)  # any late request would show now
        names = search_started(browser)
        first = [name for name in names if 'page=1' in name]
        wrong = [name for name in names if 'q=swift' not in name]
        count = browser.js("return document.getElementById('count').textContent")
        cards = browser.cards()
        passed = len(first) == 1 and not wrong and cards[0]['title'] == 'Swift Book 1' and '45' in count
        return passed, f'page-1 requests {len(first)}, other queries {wrong}, count "{count}", first "{cards[0]["title"]}", all {names}'
    report.run('typing a query sends one search request after the pause and shows the grid', type_and_grid)

    def page_two():
        for _ in range(40):
            browser.js('window.scrollTo(0, document.body.scrollHeight)')
            time.sleep(0.15)
            if len(browser.cards()) >= 44:
                break
        cards = browser.cards()
        hrefs = [card['href'] for card in cards]
        titles = [card['title'] for card in cards]
        wanted = [f'Swift Book {n}' for n in range(1, 45)]
        pages = sorted({name.split('page=')[1].split('&')[0] for name in search_started(browser)})
        passed = len(hrefs) == len(set(hrefs)) == 44 and titles == wanted and pages == ['1', '2', '3']
        return passed, f'{len(cards)} cards, {len(set(hrefs))} distinct, pages requested {pages}, titles {titles[18:24]}…'
    report.run('scrolling loads pages 2 and 3 without duplicates', page_two)

    browser.collect('keyboard in the grid')

    def keyboard_grid():
        browser.js('window.scrollTo(0, 0)')
        browser.js("document.querySelector('#results .card').focus()")
        browser.press(Keys.ARROW_RIGHT)
        second = browser.js("return document.activeElement.querySelector('.card-title').textContent")
        browser.press(Keys.ENTER)
        browser.wait(lambda: browser.js("return document.getElementById('detail').open"), 5, 'the detail')
        browser.wait(lambda: browser.js("return document.getElementById('detail-heading').textContent") == second,
                     5, 'the detail heading')
        browser.press(Keys.ESCAPE)
        browser.wait(lambda: not browser.js("return document.getElementById('detail').open"), 5, 'closed')
        back = browser.js("return document.activeElement.classList.contains('card') && document.activeElement.querySelector('.card-title').textContent")
        return second == 'Swift Book 2' and back == second, f'ArrowRight → "{second}", Enter opened it, Esc closed it, focus back on "{back}"'
    report.run('keyboard: ArrowRight moves to the next card, Enter opens it, Esc closes it', keyboard_grid)

    browser.collect('detail and save')

    def detail():
        browser.driver.find_element(By.CSS_SELECTOR, '#results .card').click()
        browser.wait(lambda: browser.js("return document.getElementById('detail').open"), 5, 'the detail')
        browser.wait(lambda: browser.js("return !!document.getElementById('shelf-save')"), 10, 'the save button')
        heading = browser.js("return document.getElementById('detail-heading').textContent")
        facts = browser.js("return document.querySelector('#detail .facts').textContent")
        link = browser.js("const a = document.querySelector('#detail .provider-link'); return a && [a.href, a.rel, a.target]")
        passed = heading == 'Swift Book 1' and 'Swift Press' in facts and 'Author 1' in facts and link \
            and link[0].startswith('https://') and 'noopener' in link[1]
        return passed, f'heading "{heading}", facts "{facts[:160]}", link {link}'
    report.run('a card opens the detail with every field and the provider link', detail)

    def save():
        browser.driver.find_element(By.ID, 'shelf-save').click()
        browser.wait(lambda: browser.js("return !!document.getElementById('rating-4')"), 10, 'the shelf controls')
        browser.driver.find_element(By.ID, 'rating-4').click()
        browser.wait(lambda: browser.js("return document.getElementById('rating-4').getAttribute('aria-pressed')") == 'true',
                     10, 'rating 4 pressed')
        browser.driver.find_element(By.ID, 'tag-input').send_keys('favourite')
        browser.driver.find_element(By.ID, 'tag-add').click()
        browser.wait(lambda: 'favourite' in browser.js("return document.querySelector('#detail .chips').textContent"),
                     10, 'the tag chip')
        status, body = browser.fetch('/api/shelf')
        entries = json.loads(body)['entries']
        entry = entries[0] if entries else {}
        passed = status == 200 and len(entries) == 1 and entry.get('rating') == 4 and entry.get('tags') == ['favourite'] \
            and entry['book']['title'] == 'Swift Book 1'
        return passed, f'GET /api/shelf {status}: {len(entries)} entries, rating {entry.get("rating")}, tags {entry.get("tags")}'
    report.run('save with a rating and a tag', save)

    def progress():
        hint = browser.js("return document.getElementById('progress-hint').textContent")
        # A phone's digit pad (inputmode=numeric) has no '/' or '%': the field must not ask for it.
        mode = browser.js("return document.getElementById('progress-input').inputMode")
        box = browser.driver.find_element(By.ID, 'progress-input')
        box.send_keys('120/350')
        box.send_keys(Keys.ENTER)
        browser.wait(lambda: browser.js("return !!document.getElementById('progress-bar')"), 10, 'the progress bar')
        value = browser.js("return [document.getElementById('progress-input').value,"
                           " document.getElementById('progress-bar').value]")
        status, body = browser.fetch('/api/shelf')
        saved = (json.loads(body)['entries'] or [{}])[0].get('progress')
        passed = hint == '120/350 or 40%' and mode != 'numeric' and value == ['120/350', 34] and saved == '120/350'
        return passed, f'hint {hint!r}, inputmode {mode!r}, field and bar {value}, saved {saved!r} ({status})'
    report.run('the detail shows and edits the reading progress', progress)

    def close_and_saved():
        browser.driver.find_element(By.ID, 'detail-close').click()
        browser.wait(lambda: not browser.js("return document.getElementById('detail').open"), 5, 'closed')
        browser.tab('saved')
        browser.wait(lambda: len(browser.cards('shelf-list')) == 1, 10, 'one saved card')
        card = browser.cards('shelf-list')[0]
        passed = card['title'] == 'Swift Book 1' and '★★★★' in card['text'] and '#favourite' in card['text']
        return passed, f'saved card: {card["text"]!r}'
    report.run('the Saved tab shows it with its rating and tag', close_and_saved)

    def reload():
        browser.driver.refresh()
        browser.wait(lambda: browser.js("return document.body.classList.contains('ready')"), 15, 'body.ready')
        browser.wait(lambda: len(browser.cards('shelf-list')) == 1, 10, 'one saved card after reload')
        card = browser.cards('shelf-list')[0]
        shown = browser.js("return !document.getElementById('view-saved').hidden")
        return shown and card['title'] == 'Swift Book 1' and '#favourite' in card['text'], \
            f'{browser.js("return location.hash")}: {card["text"]!r}'
    report.run('after a reload the Saved tab still shows it', reload)

    def spinner_and_newest_wins():
        browser.tab('search')
        browser.wait(lambda: browser.js("return !document.getElementById('view-search').hidden"), 5, 'the Search tab')
        browser.type_query('slow')
        browser.wait(lambda: browser.js("return !!document.querySelector('#search-status .state-loading .spinner')"),
                     5, 'the spinner')
        spinner = browser.js("return document.querySelector('#search-status .state-loading').textContent")
        browser.type_query('fast')
        browser.wait(lambda: [c['title'] for c in browser.cards()] == ['Fast Book'], 10, 'the fast answer')
        time.sleep(2.0)  # the slow answer (1.5 s) would have arrived by now
        titles = [c['title'] for c in browser.cards()]
        return titles == ['Fast Book'] and spinner == 'Loading…', f'spinner text "{spinner}"; grid after the slow answer was due: {titles}'
    report.run('a spinner while loading; a newer query wins over an older, slower one', spinner_and_newest_wins)

    def empty_state():
        browser.search_for('nothing')
        shown = browser.js("const s = document.querySelector('#search-status .state-empty'); return s && s.textContent")
        return shown == 'No books found. Try other words or another source.' and not browser.cards(), f'empty state "{shown}"'
    report.run('a search without results shows the empty state', empty_state)

    browser.collect('empty query')

    def empty_alert():
        browser.tab('search')
        browser.wait(lambda: browser.js("return !document.getElementById('view-search').hidden"), 5, 'the Search tab')
        box = browser.driver.find_element(By.ID, 'q')
        box.click()
        box.send_keys(Keys.CONTROL, 'a')
        box.send_keys(Keys.DELETE)
        box.send_keys(Keys.ENTER)
        browser.wait(lambda: browser.js("return !document.getElementById('search-alert').hidden"), 5, 'the alert')
        alert = browser.js("const a = document.getElementById('search-alert'); return [a.getAttribute('role'), a.textContent, a.getBoundingClientRect().height]")
        return alert[0] == 'alert' and alert[1] == 'Enter a search term.' and alert[2] > 0, f'alert {alert}'
    report.run('Enter on an empty field shows the "enter a search term" alert', empty_alert)

    browser.collect('error state')
    error_step = 'error state'
    browser.allowed.append(lambda e: e['step'] == error_step and e.get('source') == 'network' and '/api/search' in e.get('message', ''))

    def error_and_retry():
        browser.search_for('boom')
        browser.wait(lambda: browser.js("return !!document.querySelector('#search-status .state-error button')"),
                     20, 'the error state')
        shown = browser.js("return document.querySelector('#search-status .state-error').textContent")
        role = browser.js("return document.querySelector('#search-status .state-error').getAttribute('role')")
        browser.driver.find_element(By.CSS_SELECTOR, '#search-status .state-error button').click()
        browser.wait(lambda: len(browser.cards()) == 1, 20, 'the retried result')
        title = browser.cards()[0]['title']
        left = browser.js("return !!document.querySelector('#search-status .state-error')")
        return title == 'Recovered Book' and not left and role == 'alert' and shown, \
            f'error state "{shown}" (role {role}), after Retry: "{title}"'
    report.run('an HTTP 500 shows the error state and Retry loads the results', error_and_retry)

    browser.collect('hostile text')

    def hostile():
        browser.search_for('hostile')
        browser.wait(lambda: len(browser.cards()) == 1, 10, 'the hostile card')
        card = browser.cards()[0]
        browser.driver.find_element(By.CSS_SELECTOR, '#results .card').click()
        browser.wait(lambda: browser.js("return !!document.querySelector('#detail .detail-description')"), 10,
                     'the hostile detail')
        heading = browser.js("return document.getElementById('detail-heading').textContent")
        description = browser.js("return document.querySelector('#detail .detail-description p').textContent")
        facts = browser.js("return document.querySelector('#detail .facts').textContent")
        images = browser.js("return [...document.images].map((i) => i.getAttribute('src'))")
        foreign = [src for src in images if not (src or '').startswith('/api/books/')]
        scripts = browser.js("return [...document.scripts].map((s) => s.getAttribute('src'))")
        markup = browser.js("return document.querySelectorAll('#results b, #detail b, #results script, #detail script').length")
        hrefs = browser.js("return [...document.querySelectorAll('[href]')].map((a) => a.getAttribute('href'))")
        bad_links = [h for h in hrefs if h.strip().lower().startswith(('javascript:', 'data:', 'vbscript:'))]
        try:
            text = browser.driver.switch_to.alert.text
            alert = f'an alert opened: {text}'
        except NoAlertPresentException:
            alert = None
        passed = (card['title'] == HOSTILE_TITLE and HOSTILE_AUTHOR in card['text'] and heading == HOSTILE_TITLE
                  and description == HOSTILE_DESCRIPTION and HOSTILE_AUTHOR in facts and not foreign
                  and scripts == ['/js/app.js'] and markup == 0 and not bad_links and alert is None
                  and card['label'] == f'{HOSTILE_TITLE} by {HOSTILE_AUTHOR}')
        browser.driver.find_element(By.ID, 'detail-close').click()
        return passed, (f'card "{card["title"]}" label "{card["label"]}", heading "{heading}", description "{description}", '
                        f'foreign images {foreign}, scripts {scripts}, markup elements {markup}, '
                        f'bad links {bad_links}, alert {alert}')
    report.run('hostile text shows literally: no markup, no script, no alert, no javascript: link', hostile)

    browser.collect('layout')
    browser.search_for('swift')
    browser.wait(lambda: len(browser.cards()) >= 20, 10, '20 cards')
    for name, (width, height) in [('phone', PHONE), ('desktop', DESKTOP)]:
        browser.viewport(width, height, mobile=name == 'phone')
        time.sleep(0.3)
        count = columns(browser)
        wanted = (lambda n: n == 3) if name == 'phone' else (lambda n: n > 3)
        report.add(f'grid columns at {name} width ({width}×{height})', wanted(count), f'{count} columns')
        overflow_check(browser, report, f'no element overflows the {name} viewport (search, fixtures)')
        browser.shot(os.path.join(out, f'fixtures-search-{name}.png'))
    browser.viewport(*DESKTOP)


# ------------------------------------------------------------------ starter scenario


STARTER_QUERIES = ['history', 'love', 'war', 'science', 'music', 'poetry', 'children', 'art', 'travel', 'life',
                   'world', 'family']


def measure_latency(browser, report, queries):
    """The time from the last keystroke to the rendered grid, minus the debounce, for each query
    (the page's TIMING_JS must be installed); the median is the figure `keystrokeToGridMs`."""
    def latency():
        times = []
        for query in queries:
            browser.type_query(query)
            browser.wait(lambda: (browser.js('return window.__timing.rendered') or 0) > 0, 10, f'grid for {query}')
            timing = browser.js('return window.__timing')
            times.append(round(timing['rendered'] - timing['input'] - DEBOUNCE_MS, 1))
            time.sleep(0.2)
        median = statistics.median(times)
        report.figures['keystrokeToGridMs'] = {'median': median, 'all': times, 'debounceMs': DEBOUNCE_MS}
        return median <= 200, f'last keystroke to rendered grid minus the {DEBOUNCE_MS} ms pause: median {median} ms of {times} (bound 100 ms; fails over 200)'
    report.run(f'keystroke to grid on the local catalog (median of {len(queries)})', latency)


def latency_only(url, out, report, queries):
    """The `latency` scenario (for `bookshelf-bench server --browser`): only the keystroke-to-grid
    figure, for `queries` (default: the starter queries), on a server whose default is local."""
    browser = Browser()
    browser.out = out
    browser.allowed.append(cover_404)
    try:
        browser.open(url)
        browser.js(TIMING_JS)
        measure_latency(browser, report, queries or STARTER_QUERIES[:10])
    finally:
        browser.quit()


def starter(url, out, report):
    browser = Browser()
    browser.out = out
    browser.allowed.append(cover_404)
    try:
        starter_checks(browser, url, out, report)
    finally:
        report.run('no console errors (starter catalog)', lambda: (not browser.severe(), browser.severe() or 'none'))
        browser.quit()
    korean = Browser('ko-KR,ko')
    korean.allowed.append(cover_404)
    try:
        korean_checks(korean, url, out, report)
    finally:
        report.run('no console errors (Korean)', lambda: (not korean.severe(), korean.severe() or 'none'))
        korean.quit()


def pick(browser, query, min_cards=6):
    """Searches for `query` and waits for its own cards (not the previous query's)."""
    browser.search_for(query)
    browser.wait(lambda: len(browser.cards()) >= min_cards, 10, f'{min_cards} cards for {query}')


def starter_checks(browser, url, out, report):
    def ready():
        browser.open(url)
        provider = browser.js("return document.getElementById('provider').value")
        return provider == 'local', f'provider select: {provider}'
    if not report.run('page starts on the local catalog', ready):
        return
    browser.js(TIMING_JS)

    measure_latency(browser, report, STARTER_QUERIES[:10])

    browser.collect('saving for screenshots')

    def save_some():
        saved = []
        for query, rating, tag, status in [('history', 5, 'classics', 'read'), ('science', 4, 'to-buy', 'reading'),
                                           ('music', 3, 'gift', 'want')]:
            pick(browser, query)
            browser.driver.find_element(By.CSS_SELECTOR, '#results .grid-item:nth-child(2) .card').click()
            browser.wait(lambda: browser.js("return !!document.getElementById('shelf-save')"), 10, 'the save button')
            browser.driver.find_element(By.ID, 'shelf-save').click()
            browser.wait(lambda: browser.js("return !!document.getElementById('rating-1')"), 10, 'the controls')
            browser.driver.find_element(By.ID, f'rating-{rating}').click()
            browser.wait(lambda: browser.js(f"return document.getElementById('rating-{rating}').getAttribute('aria-pressed')") == 'true', 10, 'rating')
            browser.driver.find_element(By.ID, 'tag-input').send_keys(tag, Keys.ENTER)
            browser.wait(lambda: tag in browser.js("return document.querySelector('#detail .chips').textContent"), 10, 'tag')
            select = browser.driver.find_element(By.ID, 'entry-status')
            select.find_element(By.CSS_SELECTOR, f'option[value={status}]').click()
            browser.wait(lambda: browser.js("return document.getElementById('entry-status').value") == status, 10, 'status')
            time.sleep(0.3)
            saved.append(browser.js("return document.getElementById('detail-heading').textContent"))
            browser.driver.find_element(By.ID, 'detail-close').click()
            browser.wait(lambda: not browser.js("return document.getElementById('detail').open"), 5, 'closed')
        status, body = browser.fetch('/api/shelf')
        count = len(json.loads(body)['entries'])
        return count == 3, f'saved {saved}; the shelf holds {count}'
    report.run('three books saved from the local catalog', save_some)

    browser.collect('screenshots')
    for name, (width, height) in [('phone', PHONE), ('desktop', DESKTOP)]:
        def shots():
            browser.viewport(width, height, mobile=name == 'phone')
            browser.tab('search')
            pick(browser, 'history')
            browser.js('window.scrollTo(0, 0)')
            overflow_check(browser, report, f'no element overflows the {name} viewport (search)')
            clamp_check(browser, report, f'clamped titles show only their lines at {name} size (search)')
            browser.shot(os.path.join(out, f'search-{name}.png'))
            browser.driver.find_element(By.CSS_SELECTOR, '#results .grid-item:nth-child(2) .card').click()
            browser.wait(lambda: browser.js("return !!document.getElementById('shelf-remove')"), 10, 'the saved detail')
            overflow_check(browser, report, f'no element overflows the {name} viewport (detail)')
            browser.shot(os.path.join(out, f'detail-{name}.png'))
            browser.driver.find_element(By.ID, 'detail-close').click()
            browser.wait(lambda: not browser.js("return document.getElementById('detail').open"), 5, 'closed')
            browser.tab('saved')
            browser.wait(lambda: len(browser.cards('shelf-list')) == 3, 10, 'three saved cards')
            browser.js('window.scrollTo(0, 0)')
            overflow_check(browser, report, f'no element overflows the {name} viewport (Saved)')
            clamp_check(browser, report, f'clamped titles show only their lines at {name} size (Saved)')
            found = browser.js(GAP_JS)
            report.add(f'a space between the status and my stars on saved cards at {name} size',
                       all(gap >= 2 for gap in found['gaps']) and all(abs(i) <= 1 for i in found['indents']),
                       f"gaps on one line {found['gaps']} px, indents of wrapped stars {found['indents']} px")
            browser.shot(os.path.join(out, f'saved-{name}.png'))
            browser.driver.find_element(By.CSS_SELECTOR, '[data-view=list]').click()
            overflow_check(browser, report, f'no element overflows the {name} viewport (Saved as a list)')
            browser.shot(os.path.join(out, f'saved-list-{name}.png'))
            browser.driver.find_element(By.CSS_SELECTOR, '[data-view=grid]').click()
            return True, f'{width}×{height}: search, detail, Saved, Saved list'
        report.run(f'screenshots at {name} size', shots)

    def saved_tab():
        browser.tab('saved')
        browser.wait(lambda: len(browser.cards('shelf-list')) == 3, 10, 'three saved cards')

        def titles_after(action, what):
            browser.js("for (const c of document.querySelectorAll('#shelf-list .card')) c.dataset.before = '1'")
            action()
            browser.wait(lambda: browser.js("""return !document.querySelector('#shelf-list .card[data-before]')
                && !document.querySelector('#shelf-status-box .state-loading')"""), 10, what)
            return [card['title'] for card in browser.cards('shelf-list')]

        def choose(select_id, value):
            browser.driver.find_element(By.CSS_SELECTOR, f'#{select_id} option[value="{value}"]').click()

        found = {}
        found['status=read'] = titles_after(lambda: choose('shelf-status', 'read'), 'status filter')
        found['+tag=gift'] = titles_after(lambda: choose('shelf-tag', 'gift'), 'tag filter')
        choose('shelf-tag', '')
        found['status any, tag any'] = titles_after(lambda: choose('shelf-status', ''), 'no filter')
        found['sort=title'] = titles_after(lambda: choose('shelf-sort', 'title'), 'title order')
        found['sort=rating'] = titles_after(lambda: choose('shelf-sort', 'rating'), 'rating order')
        found['q=science'] = titles_after(lambda: browser.driver.find_element(By.ID, 'shelf-q').send_keys('science'), 'shelf search')
        box = browser.driver.find_element(By.ID, 'shelf-q')
        box.send_keys(Keys.CONTROL, 'a')
        box.send_keys(Keys.DELETE)
        browser.wait(lambda: len(browser.cards('shelf-list')) == 3, 10, 'all three again')
        choose('shelf-sort', 'added')
        links = browser.js("return [...document.querySelectorAll('.export a')].map((a) => a.getAttribute('href'))")
        status, body = browser.fetch(links[0])
        exported = json.loads(body) if status == 200 else None
        count = len(exported if isinstance(exported, list) else (exported or {}).get('entries', exported or []))
        csv_status, csv = browser.fetch(links[1])
        # Import: a Goodreads-style CSV with one new book, chosen in the file input.
        upload = os.path.join(browser.out, 'shelf-import.json')
        with open(upload, 'w', encoding='utf-8') as file:
            file.write(body)
        browser.driver.find_element(By.ID, 'import-file').send_keys(upload)
        browser.wait(lambda: 'Imported' in browser.js("return document.getElementById('toast').textContent"), 10, 'the import toast')
        toast = browser.js("return document.getElementById('toast').textContent")
        passed = (found['status=read'] == ['The Secret History'] and found['+tag=gift'] == []
                  and len(found['status any, tag any']) == 3 and found['sort=title'] == sorted(found['sort=title'])
                  and found['sort=rating'] == ['The Secret History', 'Bad Science', 'Musicophilia: Tales of Music and the Brain']
                  and found['q=science'] == ['Bad Science'] and status == 200 and count == 3 and csv_status == 200
                  and csv.count('\n') >= 3 and '3 unchanged' in toast)
        return passed, f'{found}; export JSON {status} with {count} entries, CSV {csv_status} with {csv.count(chr(10))} lines; import toast "{toast}"'
    report.run('Saved tab: filter by status and tag, sort, search, export and import', saved_tab)

    def dark():
        browser.viewport(*PHONE, mobile=True)
        browser.driver.execute_cdp_cmd('Emulation.setEmulatedMedia', {
            'features': [{'name': 'prefers-color-scheme', 'value': 'dark'}]})
        browser.tab('search')
        pick(browser, 'history')
        background = browser.js('return getComputedStyle(document.body).backgroundColor')
        browser.shot(os.path.join(out, 'search-phone-dark.png'))
        browser.driver.execute_cdp_cmd('Emulation.setEmulatedMedia', {'features': []})
        rgb = [int(part) for part in background[background.index('(') + 1:background.index(')')].split(',')[:3]]
        return sum(rgb) < 200, f'dark body background {background}'
    report.run('dark mode by prefers-color-scheme', dark)
    browser.viewport(*DESKTOP)


def korean_checks(browser, url, out, report):
    def words():
        browser.open(url)
        found = browser.js("""return { lang: document.documentElement.lang, placeholder: document.getElementById('q').placeholder,
            search: document.getElementById('tab-search').textContent, saved: document.getElementById('tab-saved').textContent }""")
        passed = found == {'lang': 'ko', 'placeholder': '제목, 저자, 출판사 또는 ISBN', 'search': '검색', 'saved': '저장한 책'}
        return passed, found
    if not report.run('Korean by Accept-Language: placeholder and tab names', words):
        return

    def korean_search():
        browser.viewport(*PHONE, mobile=True)
        pick(browser, 'love', 3)
        count = browser.js("return document.getElementById('count').textContent")
        label = browser.cards()[0]['label']
        overflow_check(browser, report, 'no element overflows the phone viewport (Korean search)')
        browser.shot(os.path.join(out, 'search-phone-ko.png'))
        browser.type_query('')
        browser.press(Keys.ENTER)
        browser.wait(lambda: browser.js("return !document.getElementById('search-alert').hidden"), 5, 'the alert')
        alert = browser.js("return document.getElementById('search-alert').textContent")
        browser.viewport(*DESKTOP)
        return '권' in count and '지음' in label and alert == '검색어를 입력하세요.', \
            f'count "{count}", first card label "{label}", empty-query alert "{alert}"'
    report.run('Korean: the count, the card labels and the alert', korean_search)


def stop_on_term(signum, frame):
    """SIGTERM (the Swift test's time limit) ends the run through the `finally` blocks, which quit
    Chromium and chromedriver instead of leaving them running."""
    raise SystemExit(143)


def main():
    signal.signal(signal.SIGTERM, stop_on_term)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--url', required=True)
    parser.add_argument('--out', required=True)
    parser.add_argument('--scenario', choices=['fixtures', 'starter', 'latency'], required=True)
    parser.add_argument('--query', action='append', default=[], help='latency scenario: a query (repeat)')
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    report = Report()
    started = time.time()
    try:
        if arguments.scenario == 'latency':
            latency_only(arguments.url, arguments.out, report, arguments.query)
        else:
            {'fixtures': fixtures, 'starter': starter}[arguments.scenario](arguments.url, arguments.out, report)
    except Exception as error:  # a browser that cannot start is one failed check, not a crash
        report.add('browser session', False, f'{type(error).__name__}: {error}')
    report.figures['seconds'] = round(time.time() - started, 1)
    document = json.dumps(report.document(), ensure_ascii=False, indent=1)
    with open(os.path.join(arguments.out, f'report-{arguments.scenario}.json'), 'w', encoding='utf-8') as file:
        file.write(document)
    print(document)


if __name__ == '__main__':
    main()
