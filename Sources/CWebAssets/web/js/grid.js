// Book cards and the grid they sit in: covers with a placeholder, arrow keys between cards.
import { el } from './dom.js';
import { bookPath } from './api.js';
import { bookHash } from './router.js';
import { authorsText, bookName, rememberTitle, shownPrice, stars } from './format.js';

/** A cover: the title on a placeholder, replaced by the image once it has loaded. */
export function cover(book, size = 'card') {
  const box = el('div', { class: 'cover cover-' + size, 'aria-hidden': 'true' },
    el('span', { class: 'cover-title', text: book.title || '' }));
  if (book.thumbnailURL) {
    const image = el('img', {
      src: '/api/books/' + bookPath(book.id) + '/cover', alt: '', loading: 'lazy',
      decoding: 'async',
    });
    image.addEventListener('load', () => box.classList.add('cover-loaded'));
    image.addEventListener('error', () => image.remove());
    box.append(image);
  }
  return box;
}

/**
 * A card that opens the book's detail; `extra` adds lines (shelf status, tags) and `described`
 * is read after the book's name by screen readers (the link's name is the book's name).
 */
export function card(book, extra = [], described = '') {
  rememberTitle(book);
  const name = described ? bookName(book) + ', ' + described : bookName(book);
  const link = el('a', { class: 'card', href: bookHash(book.id), 'aria-label': name, tabindex: '-1' },
    cover(book),
    el('span', { class: 'card-body' },
      el('span', { class: 'card-title', text: book.title || '' }),
      el('span', { class: 'card-authors', text: authorsText(book) }),
      book.publisher ? el('span', { class: 'card-publisher', text: book.publisher }) : null,
      el('span', { class: 'card-meta' },
        shownPrice(book) ? el('span', { class: 'card-price', text: shownPrice(book) }) : null,
        stars(book.averageRating) ? el('span', {
          class: 'card-rating', text: stars(book.averageRating),
        }) : null),
      extra));
  return el('li', { class: 'grid-item' }, link);
}

/**
 * Makes a list of cards keyboard-friendly: one card is in the tab order (roving tabindex) and
 * the arrow keys, Home and End move between cards (up/down by one row of the grid).
 */
export function roving(list) {
  list.addEventListener('keydown', (event) => {
    const cards = [...list.querySelectorAll('.card')];
    const index = cards.indexOf(document.activeElement);
    if (index < 0) return;
    const columns = columnCount(list);
    const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    let next = index;
    if (event.key in moves) next = index + moves[event.key];
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = cards.length - 1;
    else if (event.key === ' ') { event.preventDefault(); cards[index].click(); return; }
    else return;
    event.preventDefault();
    if (next < 0 || next >= cards.length) return;
    focusCard(cards, next);
  });
  list.addEventListener('focusin', (event) => {
    if (!event.target.classList.contains('card')) return;
    for (const other of list.querySelectorAll('.card[tabindex="0"]')) {
      if (other !== event.target) other.tabIndex = -1;
    }
    event.target.tabIndex = 0;
  });
}

/** Keeps exactly one card of `list` in the tab order after cards were added. */
export function keepOneTabStop(list) {
  const cards = list.querySelectorAll('.card');
  if (cards.length && !list.querySelector('.card[tabindex="0"]')) cards[0].tabIndex = 0;
}

function focusCard(cards, index) {
  for (const other of cards) other.tabIndex = -1;
  cards[index].tabIndex = 0;
  cards[index].focus();
}

function columnCount(list) {
  const template = getComputedStyle(list).gridTemplateColumns;
  const count = template && template !== 'none' ? template.split(' ').filter(Boolean).length : 1;
  return Math.max(1, count);
}

