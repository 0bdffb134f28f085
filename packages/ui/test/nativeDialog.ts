/**
 * A browser's modal <dialog> where jsdom has none: showModal() opens it and focuses inside it,
 * close() closes it and queues the close event as a task, as HTML's dialog close steps do (not dispatched during close()).
 * Installed around a describe block: `const { showModal, close } = installNativeDialog();`.
 */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function installNativeDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  // showModal() also focuses the dialog's first focusable element (HTML's dialog focusing steps).
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  });
  beforeAll(() => {
    proto.showModal = showModal;
    proto.close = close;
  });
  afterAll(() => {
    delete proto.showModal;
    delete proto.close;
  });
  beforeEach(() => {
    showModal.mockClear();
    close.mockClear();
  });
  return { showModal, close };
}

/** Long enough for a queued close event to have arrived. */
export const afterQueuedEvents = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * Whether the last Escape was claimed (its default action prevented): a native <dialog> around the
 * control closes on an Escape left to the browser, whatever stopped its propagation.
 */
export function watchEscape() {
  let last: KeyboardEvent | null = null;
  const seen = (event: KeyboardEvent) => {
    if (event.key === 'Escape') last = event;
  };
  window.addEventListener('keydown', seen, true);
  return {
    claimed: () => last?.defaultPrevented === true,
    stop: () => window.removeEventListener('keydown', seen, true),
  };
}
