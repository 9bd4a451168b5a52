// How a book's values read on the page.
import { t, number, lang } from './i18n.js';

/** "A, B" or the unknown-author text. */
export function authorsText(book) {
  const authors = Array.isArray(book.authors) ? book.authors.filter(Boolean) : [];
  return authors.length ? authors.join(', ') : t('book.unknownAuthor');
}

/** The accessible name of a book: "Title by Author". */
export function bookName(book) {
  return t('book.by', { title: book.title || '', authors: authorsText(book) });
}

/** A money value in its currency (`₩16,200`, `$12.99`), or '' when absent. */
export function money(value) {
  if (!value || typeof value.amount !== 'number') return '';
  try {
    return new Intl.NumberFormat(lang(), { style: 'currency', currency: value.currency }).format(value.amount);
  } catch {
    return number(value.amount) + ' ' + String(value.currency || '');
  }
}

/** The price a card shows: the sale price, else the list price, else the not-for-sale text. */
export function shownPrice(book) {
  if (book.salePrice) return money(book.salePrice);
  if (book.price) return money(book.price);
  return book.notForSale ? t('book.notForSale') : '';
}

/** "★ 4.3" for a 0–5 average, or '' when there is none. */
export function stars(rating) {
  return typeof rating === 'number' ? '★ ' + number(rating, { maximumFractionDigits: 1 }) : '';
}

/** The `YYYY-MM-DD` part of an ISO 8601 date, or '' (for date inputs). */
export function dateOnly(value) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** The server's message for an error, or the page's own when it sent none. */
export function errorText(error) {
  if (error && error.message) return error.message;
  return error && error.status === 0 ? t('state.offline') : t('state.error');
}

/** A reading status (`want`, `reading`, `read`, `dnf`) in words. */
export function statusText(status) {
  if (status === 'reading') return t('status.reading');
  if (status === 'read') return t('status.read');
  if (status === 'dnf') return t('status.dnf');
  return t('status.want');
}

const providerNames = new Map();

/** Remembers the providers' names (GET /api/providers) for `providerName`. */
export function rememberProviders(providers) {
  for (const provider of providers) {
    if (provider && typeof provider.id === 'string') providerNames.set(provider.id, String(provider.name || provider.id));
  }
}

/** A provider's name (`Kakao`, `로컬 카탈로그`), or its id when the server did not name it. */
export function providerName(id) {
  return providerNames.get(id) || String(id || '');
}

const titles = new Map();

/** Remembers a book's title (from a card), so the detail's header shows it while loading or failing. */
export function rememberTitle(book) {
  if (!book || !book.id || !book.title) return;
  if (titles.size >= 2000) titles.clear();
  titles.set(book.id, String(book.title));
}

/** The title remembered for a book id, or ''. */
export function knownTitle(id) {
  return titles.get(id) || '';
}
