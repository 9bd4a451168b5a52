// Every request to the server. Each sends `X-Bookshelf: 1` (the CSRF rule's custom header) and,
// with a JSON body, `Content-Type: application/json`.

/** An answer that was not 2xx, or no answer: `status` 0 when the server was unreachable. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends a request and reads its JSON answer. `options.body` (an object) is sent as JSON;
 * `options.raw` (a Blob or File) as is, with `options.type`. Throws ApiError, or the
 * AbortError when `options.signal` aborts.
 */
export async function api(path, options = {}) {
  const headers = { 'X-Bookshelf': '1', Accept: 'application/json' };
  let body;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.raw !== undefined) {
    headers['Content-Type'] = options.type || 'application/octet-stream';
    body = options.raw;
  }
  let response;
  try {
    response = await fetch(path, {
      method: options.method || 'GET', headers, body, signal: options.signal,
      credentials: 'same-origin', cache: 'no-store',
    });
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw new ApiError(0, 'offline', '');
  }
  let data = null;
  try {
    data = await response.json();
  } catch (error) {
    if (error.name === 'AbortError') throw error;
  }
  if (!response.ok) {
    const problem = (data && data.error) || {};
    throw new ApiError(response.status, String(problem.code || 'http_' + response.status),
      typeof problem.message === 'string' ? problem.message : '');
  }
  return data;
}

/** The path segment for a book id (`kakao:…` → `kakao%3A…`). */
export function bookPath(id) {
  return encodeURIComponent(id);
}

/** The shelf key of a book: its ISBN-13 when known, else its id (as the server keys it). */
export function shelfKey(book) {
  return book.isbn13 || book.id;
}
