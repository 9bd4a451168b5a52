// The Saved tab: the shelf as a grid or a list, filtered, sorted, searched; import and export.
import { byId, clear, debounce, el } from './dom.js';
import { api } from './api.js';
import { t, number } from './i18n.js';
import { card, keepOneTabStop, roving } from './grid.js';
import { spinner, message, failure } from './states.js';
import { listHash, replaceHash } from './router.js';
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
  document.addEventListener('shelf-changed', () => { if (visible) load(); });
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

async function load() {
  const mine = ++sequence;
  const filters = {
    q: byId('shelf-q').value.trim(), status: byId('shelf-status').value,
    tag: byId('shelf-tag').value, sort: byId('shelf-sort').value,
  };
  if (visible && location.hash.startsWith('#/saved')) replaceHash(listHash('saved', filters));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  status(spinner());
  try {
    const answer = await api('/api/shelf?' + params);
    if (mine !== sequence) return;
    show(Array.isArray(answer.entries) ? answer.entries : [], filters);
  } catch (error) {
    if (mine !== sequence) return;
    status(failure(error, load));
  }
}

function show(entries, filters) {
  const list = clear(byId('shelf-list'));
  for (const entry of entries) for (const tag of entry.tags || []) addTagOption(tag);
  list.append(...entries.map((entry) => card(entry.book, [
    el('span', { class: 'card-status', text: statusText(entry.status) },
      entry.rating ? [' ', el('span', { class: 'card-mine', text: '★'.repeat(entry.rating) })] : null),
    entry.tags && entry.tags.length ? el('span', { class: 'card-tags', text: entry.tags.map((tag) => '#' + tag).join(' ') }) : null,
  ])));
  keepOneTabStop(list);
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

/** The import format: the select's choice, else from the file name's extension. */
function formatOf(file) {
  const chosen = byId('import-format').value;
  if (chosen) return chosen;
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  return name.includes('goodreads') ? 'goodreads' : 'csv';
}

async function upload() {
  const input = byId('import-file');
  const file = input.files && input.files[0];
  if (!file) return;
  const format = formatOf(file);
  const type = format === 'json' ? 'application/json' : 'text/csv';
  try {
    const report = await api('/api/shelf/import?format=' + encodeURIComponent(format), {
      method: 'POST', raw: file, type,
    });
    toast(t('saved.imported', {
      added: number(report.added || 0), updated: number(report.updated || 0),
      unchanged: number(report.unchanged || 0), skipped: number((report.skipped || []).length),
    }));
    load();
  } catch (error) {
    toast(errorText(error));
  } finally {
    input.value = '';
  }
}
