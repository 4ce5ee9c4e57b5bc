/**
 * Browser APIs antd calls that jsdom 26 does not implement: matchMedia (Grid breakpoints,
 * responsive tables) and getComputedStyle with a pseudo-element (scrollbar measuring).
 */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => computedStyle(element, pseudo ? undefined : pseudo);

// jsdom prints "Not implemented" for scrolling; antd scrolls tables and drawers into place.
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;

// antd's form and select defer work to a macrotask through MessageChannel, which jsdom lacks.
if (typeof window.MessageChannel === 'undefined') {
  type Port = { onmessage: ((event: MessageEvent) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  class TimeoutMessageChannel {
    readonly port1: Port;
    readonly port2: Port;
    constructor() {
      const port = (target: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => target().onmessage?.({ data } as MessageEvent), 0),
        close: () => undefined,
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: TimeoutMessageChannel });
}

// antd measures tabs, overflow lists and textareas; jsdom has no layout, so nothing ever resizes.
if (typeof window.ResizeObserver === 'undefined') {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });
}
