// The Search tab: results as you type, one request per pause, newest answer wins, pages on scroll.
import { byId, clear, debounce, el } from './dom.js';
import { api } from './api.js';
import { t, number } from './i18n.js';
import { card, keepOneTabStop, roving } from './grid.js';
import { spinner, message, failure } from './states.js';
import { listHash, replaceListHash } from './router.js';
import { rememberProviders } from './format.js';

const PAGE_SIZE = 20;
let sequence = 0; // the number of the newest search; older answers are dropped
let controller = null;
let state = { query: '', page: 0, isEnd: true, loading: false, ids: new Set() };
let observer = null;

/** Wires the search form once. */
export function setupSearch() {
  const input = byId('q');
  const typed = debounce(() => start(), 300);
  input.addEventListener('input', () => {
    hideAlert();
    typed();
  });
  byId('search-form').addEventListener('submit', (event) => {
    event.preventDefault();
    typed.cancel();
    if (!input.value.trim()) {
      showAlert(t('search.emptyQuery'));
      return;
    }
    start(true);
  });
  for (const id of ['provider', 'field', 'sort']) {
    byId(id).addEventListener('change', () => { typed.cancel(); start(); });
  }
  roving(byId('results'));
  const phone = matchMedia('(max-width: 420px)');
  const placeholder = () => {
    input.placeholder = t(phone.matches ? 'search.placeholderShort' : 'search.placeholder');
  };
  phone.addEventListener('change', placeholder);
  placeholder();
  observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) loadMore();
  }, { rootMargin: '600px 0px' });
  observer.observe(byId('sentinel'));
}

/** Shows the tab for a route's parameters (a reload or a shared link). */
export function showSearch(params) {
  const input = byId('q');
  const query = params.get('q') || '';
  for (const id of ['provider', 'field', 'sort']) {
    const value = params.get(id);
    if (value && [...byId(id).options].some((option) => option.value === value)) byId(id).value = value;
  }
  if (query !== state.query || !state.page) {
    input.value = query;
    start();
  }
}

function choices() {
  return {
    q: byId('q').value.trim(), provider: byId('provider').value,
    field: byId('field').value, sort: byId('sort').value,
  };
}

function start(force = false) {
  const wanted = choices();
  replaceListHash(listHash('search', wanted));
  const same = wanted.q === state.query && sameChoices(wanted);
  if (same && !force && state.page) return;
  if (controller) controller.abort();
  controller = null;
  sequence += 1;
  state = { query: wanted.q, choices: wanted, page: 0, isEnd: true, loading: false, ids: new Set() };
  clear(byId('results'));
  byId('count').textContent = '';
  notice('');
  if (!wanted.q) {
    status(message(t('search.prompt')));
    return;
  }
  load(1);
}

function sameChoices(wanted) {
  const old = state.choices || {};
  return old.provider === wanted.provider && old.field === wanted.field && old.sort === wanted.sort;
}

function loadMore() {
  if (state.loading || state.isEnd || !state.page) return;
  load(state.page + 1);
}

async function load(page) {
  const mine = sequence;
  const own = new AbortController();
  controller = own;
  state.loading = true;
  status(spinner());
  const params = new URLSearchParams({ q: state.query, page: String(page), size: String(PAGE_SIZE) });
  for (const key of ['provider', 'field', 'sort']) {
    if (state.choices[key]) params.set(key, state.choices[key]);
  }
  try {
    const answer = await api('/api/search?' + params, { signal: own.signal });
    if (mine !== sequence) return;
    state.loading = false;
    show(answer, page);
  } catch (error) {
    if (mine !== sequence || error.name === 'AbortError') return;
    state.loading = false;
    status(failure(error, () => load(page)));
  }
}

function show(answer, page) {
  const list = byId('results');
  if (page === 1) notice(answer.fallback && typeof answer.fallback.message === 'string' ? answer.fallback.message : '');
  const books = Array.isArray(answer.books) ? answer.books : [];
  const fresh = books.filter((book) => book && book.id && !state.ids.has(book.id));
  for (const book of fresh) state.ids.add(book.id);
  list.append(...fresh.map((book) => card(book)));
  keepOneTabStop(list);
  state.page = page;
  state.isEnd = Boolean(answer.isEnd) || books.length === 0;
  const total = Number(answer.totalCount) || 0;
  const shown = Math.max(total, state.ids.size);
  const count = { count: number(shown) };
  if (answer.totalCountIsApproximate) byId('count').textContent = t('search.countApprox', count);
  else byId('count').textContent = shown === 1 ? t('search.countOne') : t('search.count', count);
  if (!state.ids.size) status(message(t('search.empty')));
  else if (state.isEnd) status(page > 1 ? message(t('search.end')) : null);
  else status(null);
  if (answer.stale && answer.cachedAt) {
    byId('count').textContent += ' · ' + t('search.stale', { time: new Date(answer.cachedAt).toLocaleString() });
  }
  // The local catalog corrected a typo: say which text was searched (as text, never HTML).
  if (typeof answer.correctedQuery === 'string' && answer.correctedQuery) {
    byId('count').textContent += ' · ' + t('search.corrected', { query: answer.correctedQuery });
  }
  if (!state.isEnd) requestAnimationFrame(nearEnd);
}

/** Loads the next page at once when the end of the list is already in view. */
function nearEnd() {
  const box = byId('sentinel').getBoundingClientRect();
  if (box.top < innerHeight + 600) loadMore();
}

/** The calm line above the grid when the local catalog answered for an unreachable source. */
function notice(text) {
  const box = byId('search-notice');
  box.textContent = text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
  box.hidden = !text;
}

function status(node) {
  const box = clear(byId('search-status'));
  if (node) box.append(node);
}

function showAlert(text) {
  const alert = byId('search-alert');
  alert.textContent = text;
  alert.hidden = false;
}

function hideAlert() {
  const alert = byId('search-alert');
  alert.hidden = true;
  alert.textContent = '';
}

/** Fills the provider select from GET /api/providers. */
export async function loadProviders() {
  const select = byId('provider');
  let answer;
  try {
    answer = await api('/api/providers');
  } catch {
    return;
  }
  clear(select);
  const providers = Array.isArray(answer.providers) ? answer.providers : [];
  rememberProviders(providers);
  for (const provider of providers) {
    const available = provider.available !== false;
    const option = el('option', {
      value: provider.id,
      text: available ? provider.name : t('search.providerUnavailable', { name: provider.name }),
      disabled: !available, title: provider.reason || null,
    });
    select.append(option);
  }
  if (answer.defaultProvider) select.value = answer.defaultProvider;
}
