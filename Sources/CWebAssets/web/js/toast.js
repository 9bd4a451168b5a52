// Short notices at the bottom of the page (or of the open dialog), optionally with one action (Undo).
import { el, byId, clear } from './dom.js';

let timer = 0;

/** Shows `text`; with `action` ({ label, run }) a button that runs it and closes the notice. */
export function toast(text, action = null) {
  const region = rehomeToast();
  clear(region);
  clearTimeout(timer);
  const box = el('div', { class: 'toast' }, el('span', { text }));
  if (action) {
    const button = el('button', { type: 'button', class: 'button toast-action', text: action.label });
    button.addEventListener('click', () => {
      clear(region);
      action.run();
    });
    box.append(button);
  }
  region.append(box);
  timer = setTimeout(() => clear(region), action ? 8000 : 4000);
  requestAnimationFrame(() => keepClear(region));
}

/**
 * Keeps the control just used visible: in the dialog the notice takes its own row below the
 * scrolling body (it never covers it), so the control is scrolled into view if it was pushed;
 * on the page the notice floats at the bottom, so the page scrolls by what it would cover.
 */
function keepClear(region) {
  const active = document.activeElement;
  if (!active || active === document.body || !region.firstChild) return;
  if (region.parentNode !== document.body) {
    active.scrollIntoView({ block: 'nearest' });
    return;
  }
  const notice = region.firstChild.getBoundingClientRect();
  const control = active.getBoundingClientRect();
  if (control.bottom > notice.top - 8 && control.top < notice.bottom) scrollBy(0, control.bottom - notice.top + 8);
}

/**
 * Puts the notice region where it can be reached: inside the open modal dialog (the rest of the
 * page is inert then), else in the body. Call it when the dialog opens or closes.
 */
export function rehomeToast() {
  const region = byId('toast');
  const host = document.querySelector('dialog[open]') || document.body;
  if (region.parentNode !== host) host.append(region);
  return region;
}
