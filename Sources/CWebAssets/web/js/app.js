// Starts the page: the words, the providers, then the tab the address names.
import { byId, clear } from './dom.js';
import { loadMessages, applyLabels } from './i18n.js';
import { setupSearch, showSearch, loadProviders } from './search.js';
import { setupShelf, showShelf, hideShelf } from './shelf.js';
import { setupDetail, openDetail, closeDetail } from './detail.js';
import { currentRouteOf, lastList, onRoute, rememberList } from './router.js';
import { watchShelf } from './refresh.js';
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
      // Opened directly (a link, a reload): the list this tab showed last goes behind it.
      const behind = currentRouteOf(lastList() || '#/search');
      showList(behind.view, behind.params);
    }
    openDetail(where.id);
    return;
  }
  closeDetail();
  listShown = true;
  rememberList(location.hash);
  showList(where.view, where.params);
}

function showList(view, params) {
  showTab(view);
  if (view === 'saved') showShelf(params);
  else {
    hideShelf();
    showSearch(params);
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
    else location.replace(lastList() || '#/search');
  });
  document.body.classList.add('ready');
  onRoute(route);
  watchShelf();
}

start();
