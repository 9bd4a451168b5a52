// The Saved tab: the shelf as a grid or a list, filtered, sorted, searched; import and export.
import { byId, clear, debounce, el } from './dom.js';
import { api } from './api.js';
import { t, number } from './i18n.js';
import { card, keepOneTabStop, roving } from './grid.js';
import { spinner, message, failure } from './states.js';
import { listHash, replaceListHash } from './router.js';
import { errorText, statusText } from './format.js';
import { toast } from './toast.js';

let sequence = 0;
let visible = false;
const knownTags = new Set();

/** Wires the tab's controls once. */
export function setupShelf() {
  const typed = debounce(() => load(), 250);
  byId('shelf-q').addEventListener('input', typed);
  byId('shelf-form').addEventListener('submit', (event) => {
    event.preventDefault();
    typed.cancel();
    load();
  });
  for (const id of ['shelf-status', 'shelf-tag', 'shelf-sort']) byId(id).addEventListener('change', () => load());
  for (const button of document.querySelectorAll('[data-view]')) {
    button.addEventListener('click', () => setView(button.dataset.view));
  }
  setView(readView());
  byId('import-file').addEventListener('change', upload);
  roving(byId('shelf-list'));
  document.addEventListener('shelf-changed', () => { if (visible) load(true); });
}

/** Shows the tab with a route's parameters. */
export function showShelf(params) {
  visible = true;
  byId('shelf-q').value = params.get('q') || '';
  for (const [id, key] of [['shelf-status', 'status'], ['shelf-sort', 'sort']]) {
    const value = params.get(key);
    if (value && [...byId(id).options].some((option) => option.value === value)) byId(id).value = value;
  }
  const tag = params.get('tag');
  if (tag) addTagOption(tag);
  byId('shelf-tag').value = tag || '';
  load();
}

/** The tab was left. */
export function hideShelf() {
  visible = false;
}

let shownText = ''; // the last list drawn, as JSON, so a quiet refresh redraws only changes

/** Asks for the Saved list again when the tab is shown, redrawing it only if it changed. */
export async function refreshShelf() {
  if (visible) await load(true);
}

async function load(quiet = false) {
  const mine = ++sequence;
  const filters = {
    q: byId('shelf-q').value.trim(), status: byId('shelf-status').value,
    tag: byId('shelf-tag').value, sort: byId('shelf-sort').value,
  };
  if (visible && location.hash.startsWith('#/saved')) replaceListHash(listHash('saved', filters));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (!quiet) status(spinner());
  try {
    const answer = await api('/api/shelf?' + params);
    if (mine !== sequence) return;
    const entries = Array.isArray(answer.entries) ? answer.entries : [];
    const text = JSON.stringify([filters, entries]);
    if (quiet && text === shownText) return;
    shownText = text;
    show(entries, filters);
  } catch (error) {
    if (mine !== sequence || quiet) return;
    shownText = '';
    status(failure(error, () => load()));
  }
}

function show(entries, filters) {
  const list = byId('shelf-list');
  const focused = list.contains(document.activeElement) ? document.activeElement.getAttribute('href') : null;
  clear(list);
  for (const entry of entries) for (const tag of entry.tags || []) addTagOption(tag);
  list.append(...entries.map((entry) => {
    const mine = entry.rating ? t('saved.myRating', { count: entry.rating }) : '';
    return card(entry.book, [
      el('span', { class: 'card-status', text: statusText(entry.status) }),
      mine ? el('span', { class: 'card-mine', title: mine, 'aria-hidden': 'true' },
        el('span', { class: 'card-mine-label', text: t('saved.mine') }),
        el('span', { text: '★'.repeat(entry.rating) + '☆'.repeat(Math.max(0, 5 - entry.rating)) })) : null,
      entry.tags && entry.tags.length ? el('span', { class: 'card-tags', text: entry.tags.map((tag) => '#' + tag).join(' ') }) : null,
    ], [statusText(entry.status), mine].filter(Boolean).join(', '));
  }));
  keepOneTabStop(list);
  const again = focused && [...list.querySelectorAll('.card')].find((node) => node.getAttribute('href') === focused);
  if (again) {
    for (const other of list.querySelectorAll('.card')) other.tabIndex = -1;
    again.tabIndex = 0;
    again.focus();
  }
  byId('shelf-count').textContent = entries.length === 1
    ? t('saved.countOne') : t('saved.count', { count: number(entries.length) });
  const filtered = filters.q || filters.status || filters.tag;
  status(entries.length ? null : message(filtered ? t('saved.noMatch') : t('saved.empty')));
}

function addTagOption(tag) {
  if (knownTags.has(tag) || knownTags.size >= 500) return;
  knownTags.add(tag);
  byId('shelf-tag').append(el('option', { value: tag, text: '#' + tag }));
}

function status(node) {
  const box = clear(byId('shelf-status-box'));
  if (node) box.append(node);
}

function readView() {
  try {
    return localStorage.getItem('bookshelf.view') === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function setView(view) {
  byId('shelf-list').classList.toggle('as-list', view === 'list');
  for (const button of document.querySelectorAll('[data-view]')) {
    button.setAttribute('aria-pressed', button.dataset.view === view ? 'true' : 'false');
  }
  try {
    localStorage.setItem('bookshelf.view', view);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * The error of an import: the server names the file by the name the page sent; an answer that does
 * not (a body too large, the server gone) gets the name in front.
 */
function importError(file, error) {
  const text = errorText(error);
  return text.includes(file.name) ? text : t('saved.importFailed', { name: file.name, reason: text });
}

async function upload() {
  const input = byId('import-file');
  const file = input.files && input.files[0];
  if (!file) return;
  // No format unless one was picked: the server tells JSON, Goodreads and CSV apart by content,
  // as `bookshelf import` does.
  const format = byId('import-format').value;
  const type = format === 'json' ? 'application/json' : format ? 'text/csv' : 'application/octet-stream';
  try {
    const query = new URLSearchParams(format ? { format, name: file.name } : { name: file.name });
    const report = await api('/api/shelf/import?' + query, {
      method: 'POST', raw: file, type,
    });
    toast(t('saved.imported', {
      added: number(report.added || 0), updated: number(report.updated || 0),
      unchanged: number(report.unchanged || 0), skipped: number((report.skipped || []).length),
    }));
    load();
  } catch (error) {
    toast(importError(file, error));
  } finally {
    input.value = '';
  }
}
