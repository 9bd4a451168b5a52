// Starts the page: the words, the providers, then the tab the address names.
import { byId, clear } from './dom.js';
import { loadMessages, applyLabels } from './i18n.js';
import { setupSearch, showSearch, loadProviders } from './search.js';
import { setupShelf, showShelf, hideShelf } from './shelf.js';
import { setupDetail, openDetail, closeDetail } from './detail.js';
import { onRoute } from './router.js';
import { failure } from './states.js';

let listShown = false; // a list view was routed before this detail (Back returns to it)
let detailFromList = false;

function showTab(name) {
  for (const tab of ['search', 'saved']) {
    byId('view-' + tab).hidden = tab !== name;
    const link = byId('tab-' + tab);
    if (tab === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

function route(where) {
  if (where.view === 'book') {
    detailFromList = listShown;
    if (!listShown) {
      showTab('search');
      showSearch(new URLSearchParams());
    }
    openDetail(where.id);
    return;
  }
  closeDetail();
  listShown = true;
  showTab(where.view);
  if (where.view === 'saved') showShelf(where.params);
  else {
    hideShelf();
    showSearch(where.params);
  }
}

async function start() {
  try {
    await loadMessages();
  } catch (error) {
    const box = clear(byId('search-status'));
    box.append(failure(error, () => location.reload()));
    return;
  }
  applyLabels();
  await loadProviders();
  setupSearch();
  setupShelf();
  setupDetail(() => {
    if (!location.hash.startsWith('#/book/')) return;
    if (detailFromList) history.back();
    else location.hash = byId('view-saved').hidden ? '#/search' : '#/saved';
  });
  document.body.classList.add('ready');
  onRoute(route);
}

start();
