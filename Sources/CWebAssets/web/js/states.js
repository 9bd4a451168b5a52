// The loading, empty and error states every list shares.
import { el } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './format.js';

/** A spinner with the loading text for screen readers. */
export function spinner() {
  return el('div', { class: 'state state-loading', role: 'status' },
    el('span', { class: 'spinner', 'aria-hidden': 'true' }),
    el('span', { class: 'visually-hidden', text: t('state.loading') }));
}

/** A calm message (no results, empty shelf, a prompt). */
export function message(text) {
  return el('p', { class: 'state state-empty', text });
}

/** The server's message and a Retry button that calls `retry`. */
export function failure(error, retry) {
  const button = el('button', { type: 'button', class: 'button primary', text: t('state.retry') });
  button.addEventListener('click', retry);
  return el('div', { class: 'state state-error', role: 'alert' },
    el('p', { text: errorText(error) }), button);
}
