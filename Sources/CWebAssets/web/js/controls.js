// The shelf controls of a book: save or remove (with Undo), status, rating, progress, tags, note,
// dates.
import { el } from './dom.js';
import { api, shelfKey } from './api.js';
import { t, number } from './i18n.js';
import { dateOnly, errorText, statusText } from './format.js';
import { toast } from './toast.js';

/** Announces a change so the Saved tab reloads. */
function changed() {
  document.dispatchEvent(new CustomEvent('shelf-changed'));
}

/** The controls; `rerender(entry)` redraws them with the entry the server answered. */
export function shelfControls(book, entry, rerender) {
  const key = shelfKey(book);
  const path = '/api/shelf/' + encodeURIComponent(key);
  const send = async (method, body, after) => {
    try {
      const answer = await api(path, { method, body });
      changed();
      after(answer);
    } catch (error) {
      toast(errorText(error));
    }
  };
  const patch = (fields, note) => send('PATCH', fields, (answer) => {
    rerender(answer.entry);
    toast(note || t('shelf.changed'));
  });

  if (!entry) {
    const save = el('button', { id: 'shelf-save', type: 'button', class: 'button primary', text: t('shelf.save') });
    save.addEventListener('click', () => send('PUT', { book }, (answer) => {
      rerender(answer.entry);
      toast(t('shelf.savedToast'));
    }));
    return [save];
  }

  const remove = el('button', { id: 'shelf-remove', type: 'button', class: 'button', text: t('shelf.remove') });
  remove.addEventListener('click', () => send('DELETE', undefined, () => {
    rerender(null);
    toast(t('shelf.removedToast'), { label: t('shelf.undo'), run: () => undo(rerender) });
  }));

  const status = el('select', { id: 'entry-status' },
    ['want', 'reading', 'read', 'dnf'].map((value) => el('option', { value, text: statusText(value) })));
  status.value = entry.status;
  status.addEventListener('change', () => patch({ status: status.value }));

  return [
    el('div', { class: 'shelf-row' }, remove),
    el('div', { class: 'field' }, el('label', { for: 'entry-status', text: t('shelf.status') }), status),
    rating(entry, patch),
    progress(entry, patch),
    tags(entry, patch),
    note(entry, patch),
    dates(entry, patch),
  ];
}

async function undo(rerender) {
  try {
    const answer = await api('/api/shelf/undo', { method: 'POST', body: {} });
    changed();
    toast(t('shelf.restoredToast'));
    if (answer && answer.restored) rerender(answer.restored);
  } catch (error) {
    toast(errorText(error));
  }
}

function rating(entry, patch) {
  const group = el('div', { class: 'stars', role: 'group', 'aria-labelledby': 'rating-label' });
  for (let count = 1; count <= 5; count += 1) {
    const on = entry.rating && count <= entry.rating;
    const star = el('button', {
      id: 'rating-' + count, type: 'button', class: 'star' + (on ? ' star-on' : ''), text: on ? '★' : '☆',
      'aria-label': t('shelf.ratingStars', { count }), 'aria-pressed': entry.rating === count ? 'true' : 'false',
    });
    star.addEventListener('click', () => patch({ rating: count }));
    group.append(star);
  }
  if (entry.rating) {
    const clearButton = el('button', { id: 'rating-clear', type: 'button', class: 'button small', text: t('shelf.ratingClear') });
    clearButton.addEventListener('click', () => patch({ rating: null }));
    group.append(clearButton);
  }
  return el('div', { class: 'field' }, el('span', { id: 'rating-label', class: 'label', text: t('shelf.rating') }), group);
}

// How far the reader is: `120/350` or `40%` as typed (the server checks it: 400
// `invalid_progress`); an empty field clears it. A bar shows the share read.
function progress(entry, patch) {
  const input = el('input', {
    // No inputmode=numeric: a phone's digit pad has no "/" or "%".
    id: 'progress-input', type: 'text', maxlength: '32', size: '10', autocomplete: 'off',
    placeholder: '120/350', 'aria-describedby': 'progress-hint',
  });
  input.value = entry.progress || '';
  let saved = input.value;
  const store = () => {
    const text = input.value.trim();
    if (text === saved) return;
    saved = text;
    patch({ progress: text || null }, t('shelf.progressSaved'));
  };
  const save = el('button', { id: 'progress-save', type: 'button', class: 'button small', text: t('shelf.progressSave') });
  save.addEventListener('click', store);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') { event.preventDefault(); store(); }
  });
  const bar = entry.progress ? el('progress', {
    id: 'progress-bar', max: '100', value: String(share(entry.progress)), 'aria-labelledby': 'progress-label',
  }) : null;
  return el('div', { class: 'field' },
    el('label', { id: 'progress-label', for: 'progress-input', text: t('shelf.progress') }),
    el('div', { class: 'inline' }, input, save, bar),
    el('span', { id: 'progress-hint', class: 'hint', text: t('shelf.progressHint') }));
}

/** The percent read (0–100) of `120/350` or `40%`. */
function share(text) {
  const pages = /^(\d+)\/(\d+)$/.exec(text);
  if (pages) return Math.round((Number(pages[1]) * 100) / Math.max(1, Number(pages[2])));
  const percent = /^(\d+)%$/.exec(text);
  return percent ? Number(percent[1]) : 0;
}

function tags(entry, patch) {
  const chips = el('ul', { class: 'chips' }, (entry.tags || []).map((tag) => {
    const remove = el('button', {
      type: 'button', class: 'chip-remove', text: '×', 'aria-label': t('shelf.tagRemove', { tag }),
    });
    remove.addEventListener('click', () => patch({ removeTags: [tag] }));
    return el('li', { class: 'chip' }, el('span', { text: tag }), remove);
  }));
  const input = el('input', { id: 'tag-input', type: 'text', maxlength: '100', placeholder: t('shelf.tagPlaceholder'), autocomplete: 'off' });
  const add = el('button', { id: 'tag-add', type: 'button', class: 'button small', text: t('shelf.tagAdd') });
  const submit = () => {
    const tag = input.value.trim();
    if (tag) patch({ addTags: [tag] });
  };
  add.addEventListener('click', submit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') { event.preventDefault(); submit(); }
  });
  return el('div', { class: 'field' }, el('label', { for: 'tag-input', text: t('shelf.tags') }), chips,
    el('div', { class: 'inline' }, input, add));
}

// The note's limit is Core's `TextLimits` (65,536 bytes of UTF-8). `maxlength` counts UTF-16
// units, each at least one byte, so it is an outer bound; the bytes are checked before sending.
const NOTE_LIMIT_BYTES = 65536;

function note(entry, patch) {
  const area = el('textarea', { id: 'note-input', rows: '3', maxlength: String(NOTE_LIMIT_BYTES) });
  area.value = entry.note || '';
  const save = el('button', { id: 'note-save', type: 'button', class: 'button small', text: t('shelf.noteSave') });
  let saved = area.value;
  const store = () => {
    if (area.value === saved) return;
    if (new TextEncoder().encode(area.value).length > NOTE_LIMIT_BYTES) {
      toast(t('shelf.noteTooLong', { limit: number(NOTE_LIMIT_BYTES) }));
      return;
    }
    saved = area.value;
    patch({ note: area.value.trim() ? area.value : null }, t('shelf.noteSaved'));
  };
  area.addEventListener('blur', store);
  save.addEventListener('click', store);
  return el('div', { class: 'field' }, el('label', { for: 'note-input', text: t('shelf.note') }), area, save);
}

function dates(entry, patch) {
  const input = (id, key, label) => {
    const box = el('input', { id, type: 'date' });
    box.value = dateOnly(entry[key]);
    box.addEventListener('change', () => patch({ [key]: box.value || null }));
    return el('div', { class: 'field' }, el('label', { for: id, text: label }), box);
  };
  return el('div', { class: 'dates' },
    input('started-input', 'startedAt', t('shelf.started')),
    input('finished-input', 'finishedAt', t('shelf.finished')));
}
