// Changes made elsewhere (the CLI, `browse`, another tab) reach an open page: the open detail's
// shelf entry, else the Saved list, is asked again when the page is shown or focused and every
// 5 s while it is visible (one GET each time; nothing while hidden).
import { refreshDetail } from './detail.js';
import { refreshShelf } from './shelf.js';

const PERIOD_MS = 5000;
let timer = 0;
let busy = false;

async function tick() {
  if (busy || document.hidden) return;
  busy = true;
  try {
    if (!(await refreshDetail())) await refreshShelf();
  } finally {
    busy = false;
  }
}

function schedule() {
  clearInterval(timer);
  timer = document.hidden ? 0 : setInterval(tick, PERIOD_MS);
}

/** Starts watching: call once the page is shown. */
export function watchShelf() {
  document.addEventListener('visibilitychange', () => {
    schedule();
    tick();
  });
  addEventListener('focus', tick);
  schedule();
}
