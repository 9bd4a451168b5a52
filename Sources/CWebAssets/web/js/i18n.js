// The page's words: loaded once from GET /api/messages (WebPageText on the server).
import { api } from './api.js';

let table = {};
let language = 'en';

/** Loads the table for the browser's Accept-Language and sets `<html lang>`. */
export async function loadMessages() {
  const answer = await api('/api/messages');
  table = answer.messages || {};
  language = answer.language === 'ko' ? 'ko' : 'en';
  document.documentElement.lang = language;
  document.title = t('app.title');
}

/** The text for `key` with `{name}` placeholders replaced by `vars[name]` (as text). */
export function t(key, vars = {}) {
  const text = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole);
}

/** The page's language, `en` or `ko`. */
export function lang() {
  return language;
}

/** A number in the page's language (`12,583`). */
export function number(value, options = {}) {
  try {
    return new Intl.NumberFormat(language, options).format(value);
  } catch {
    return String(value);
  }
}

/**
 * Labels the static skeleton: `data-t` sets the text, `data-t-placeholder` the placeholder,
 * `data-t-label` the aria-label and `data-t-title` the title of each marked element.
 */
export function applyLabels(root = document) {
  for (const node of root.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of root.querySelectorAll('[data-t-placeholder]')) {
    node.placeholder = t(node.dataset.tPlaceholder);
  }
  for (const node of root.querySelectorAll('[data-t-label]')) {
    node.setAttribute('aria-label', t(node.dataset.tLabel));
  }
}
