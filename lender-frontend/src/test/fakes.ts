/**
 * Test doubles for the browser edges the lender app touches: fetch, XMLHttpRequest,
 * IntersectionObserver and matchMedia. Only unit tests use them.
 */
import { onAppEvent, type ToastDetail } from '@dw/contracts';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = (call: FetchCall) => FakeReply | Promise<FakeReply>;

/** Replaces global fetch; `routes` maps 'POST /api/x' to a reply. Returns the calls made. */
export function mockFetch(routes: Record<string, Route>): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const reply = route ? await route(call) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: '',
      headers: new Headers(reply.headers),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export class FakeXHR {
  static instances: FakeXHR[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXHR.instances.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }

  static install() {
    FakeXHR.instances = [];
    window.XMLHttpRequest = FakeXHR as unknown as typeof XMLHttpRequest;
  }
}

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as `ratio` visible (what the browser does at a threshold). */
  reveal(ratio: number) {
    if (this.disconnected) return;
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }

  static watching(element: Element): FakeIntersectionObserver {
    const found = FakeIntersectionObserver.instances.find((o) => o.elements.some((e) => e.contains(element)));
    if (!found) throw new Error('No IntersectionObserver watches that element');
    return found;
  }
}

/** Sets what `prefers-reduced-motion: reduce` answers. */
export function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

/** Collects the toasts the app asks the shell to show. */
export function captureToasts(): { toasts: ToastDetail[]; stop: () => void } {
  const toasts: ToastDetail[] = [];
  const stop = onAppEvent('dw:toast', (detail) => toasts.push(detail));
  return { toasts, stop };
}
