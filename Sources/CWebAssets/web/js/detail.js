// The detail dialog: every field of a book, its cover, the provider's page and the shelf controls.
import { byId, clear, el } from './dom.js';
import { api, bookPath } from './api.js';
import { t, number } from './i18n.js';
import { cover } from './grid.js';
import { authorsText, knownTitle, money, providerName, rememberTitle, stars } from './format.js';
import { spinner, failure } from './states.js';
import { shelfControls } from './controls.js';
import { rehomeToast } from './toast.js';

let shownId = null;
let shown = null; // { book, entry } as last drawn, for `refreshDetail`
let opener = null; // the element focused before the dialog opened gets the focus back
let onClose = () => {};

/** Wires the dialog once; `closed` runs when the reader closes it (Esc, the button, backdrop). */
export function setupDetail(closed) {
  onClose = closed;
  const dialog = byId('detail');
  dialog.addEventListener('close', () => {
    shownId = null;
    shown = null;
    rehomeToast();
    onClose();
    if (opener && opener.isConnected) opener.focus();
    opener = null;
  });
  byId('detail-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** Opens the dialog for the book with this id and loads it. */
export function openDetail(id) {
  const dialog = byId('detail');
  if (shownId === id && dialog.open) return;
  shownId = id;
  if (!dialog.open) {
    opener = document.activeElement;
    dialog.showModal();
    rehomeToast();
  }
  load(id);
}

/** Closes the dialog when it is open (the route left the book). */
export function closeDetail() {
  const dialog = byId('detail');
  if (dialog.open) {
    shownId = null;
    dialog.close();
  }
}

/**
 * Asks the server again for the open book's shelf entry and redraws it when it changed (a change
 * made by the CLI meanwhile), unless the reader is typing in the dialog (then next time).
 * Failures are silent. Returns false when no detail is open (nothing was asked).
 */
export async function refreshDetail() {
  const id = shownId;
  if (!id || !shown || !byId('detail').open) return false;
  let answer;
  try {
    answer = await api('/api/books/' + bookPath(id));
  } catch {
    return true;
  }
  const entry = answer.entry || null;
  if (shownId !== id || JSON.stringify(entry) === JSON.stringify(shown.entry)) return true;
  const active = document.activeElement;
  if (active && byId('detail').contains(active) && /^(TEXTAREA|INPUT)$/.test(active.tagName)) return true;
  render(answer.book, entry);
  document.dispatchEvent(new CustomEvent('shelf-changed'));
  return true;
}

async function load(id) {
  shown = null;
  const heading = byId('detail-heading');
  if (knownTitle(id)) heading.textContent = knownTitle(id);
  else if (heading.dataset.id !== id) heading.textContent = '';
  heading.dataset.id = id;
  const body = clear(byId('detail-body'));
  body.append(spinner());
  try {
    const answer = await api('/api/books/' + bookPath(id));
    if (shownId !== id) return;
    render(answer.book, answer.entry);
  } catch (error) {
    if (shownId !== id) return;
    clear(body).append(failure(error, () => load(id)));
  }
}

function render(book, entry) {
  const before = byId('detail-body');
  const inside = before.contains(document.activeElement);
  const focused = inside ? document.activeElement.id : '';
  const body = clear(before);
  shown = { book, entry: entry || null };
  rememberTitle(book);
  byId('detail-heading').textContent = book.title || '';
  const rows = [
    [t('book.authors'), authorsText(book)],
    [t('book.translators'), (book.translators || []).join(', ')],
    [t('book.publisher'), book.publisher],
    [t('book.published'), book.publishedDate],
    [t('book.isbn13'), book.isbn13],
    [t('book.isbn10'), book.isbn10],
    [t('book.price'), money(book.price)],
    [t('book.salePrice'), book.notForSale ? t('book.notForSale') : money(book.salePrice)],
    [t('book.salesStatus'), book.salesStatus],
    [t('book.rating'), typeof book.averageRating === 'number'
      ? (book.ratingsCount ? t('book.ratingValue', {
        rating: stars(book.averageRating), count: number(book.ratingsCount),
      }) : stars(book.averageRating)) : ''],
    [t('book.source'), providerName(book.source)],
  ].filter(([, value]) => value);
  const facts = el('dl', { class: 'facts' },
    rows.map(([name, value]) => [el('dt', { text: name }), el('dd', { text: String(value) })]));
  const info = el('div', { class: 'detail-info' },
    book.subtitle ? el('p', { class: 'detail-subtitle', text: book.subtitle }) : null,
    facts,
    providerLink(book),
    el('section', { class: 'shelf-box', 'aria-label': t('tab.saved') }, shelfControls(book, entry, (next) => render(book, next))),
    book.description ? el('section', { class: 'detail-description' },
      el('h3', { text: t('book.description') }), el('p', { text: book.description })) : null);
  body.append(el('div', { class: 'detail-cover' }, cover(book, 'large')), info);
  if (!inside) return;
  const again = [focused && byId(focused), byId('tag-input'), byId('shelf-remove'), byId('shelf-save')]
    .find((node) => node && body.contains(node));
  if (again) again.focus();
}

function providerLink(book) {
  let url;
  try {
    url = new URL(book.detailURL);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return el('p', {}, el('a', {
    class: 'provider-link', href: url.href, target: '_blank', rel: 'noopener noreferrer',
    text: t('book.providerLink') + ' ↗',
  }));
}
