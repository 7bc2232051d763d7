import { baseOf } from '../routing/paths.ts';

/** How a social-login pop-up ended: a token, a failure code, or null when it was closed or replaced. */
export type SnsPopupResult = { token: string } | { error: string } | null;

/** The code when the browser would not open the pop-up. */
export const POPUP_BLOCKED = 'popupBlocked';
/** How often the pop-up is checked for having been closed. */
export const POPUP_CLOSED_POLL_MS = 500;

/** The little of a window the wait needs. */
export interface PopupWindow {
  readonly closed: boolean;
  focus(): void;
}

/** The browser as the pop-up sees it; tests give their own. */
export interface PopupHost {
  readonly origin: string;
  /** The base path of the current page (/tk/ or /s/). */
  readonly base: string;
  open(url: string): PopupWindow | null;
  listen(listener: (event: { origin: string; source: unknown; data: unknown }) => void): () => void;
  repeatEvery(task: () => void, ms: number): () => void;
}

/**
 * The social-login pop-up of spec 4: it gives a token, or is closed, or is
 * reopened, which cancels the earlier wait. Only a message of type snsEnd from
 * this origin and from the pop-up itself counts.
 */
export function createSnsPopup(host: PopupHost) {
  let cancelEarlier: (() => void) | undefined;

  return function open(channel: string, site: string, lang: string): Promise<SnsPopupResult> {
    cancelEarlier?.();
    const url = `${host.base}sns/${encodeURIComponent(channel)}?${new URLSearchParams({ site, lang })}`;
    const popup = host.open(url);
    if (!popup) return Promise.resolve({ error: POPUP_BLOCKED });
    popup.focus();
    return new Promise<SnsPopupResult>((resolve) => {
      const finish = (result: SnsPopupResult) => {
        stopListening();
        stopPolling();
        if (cancelEarlier === cancel) cancelEarlier = undefined;
        resolve(result);
      };
      const cancel = () => finish(null);
      const stopListening = host.listen((event) => {
        if (event.origin !== host.origin || event.source !== popup) return;
        const result = resultOf(event.data);
        if (result) finish(result);
      });
      // The end page posts its message and then closes itself, and the message may
      // still be on its way when the window is seen closed: one more poll is its grace.
      let seenClosed = false;
      const stopPolling = host.repeatEvery(() => {
        if (!popup.closed) return;
        if (seenClosed) finish(null);
        seenClosed = true;
      }, POPUP_CLOSED_POLL_MS);
      cancelEarlier = cancel;
    });
  };
}

function resultOf(data: unknown): SnsPopupResult | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'snsEnd') return undefined;
  if ('token' in data && typeof data.token === 'string' && data.token !== '') return { token: data.token };
  if ('error' in data && typeof data.error === 'string' && data.error !== '') return { error: data.error };
  return undefined;
}

const POPUP_NAME = 'snsLogin';
const POPUP_FEATURES = 'popup,width=520,height=680';

let browserPopup: ReturnType<typeof createSnsPopup> | undefined;

/** Opens /sns/{channel} in a pop-up and waits for its token; a second call cancels the first wait. */
export function openSnsPopup(channel: string, site: string, lang: string): Promise<SnsPopupResult> {
  browserPopup ??= createSnsPopup({
    origin: location.origin,
    base: baseOf(location.pathname),
    open: (url) => window.open(url, POPUP_NAME, POPUP_FEATURES),
    listen: (listener) => {
      const handler = (event: MessageEvent) => listener(event);
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    repeatEvery: (task, ms) => {
      const timer = setInterval(task, ms);
      return () => clearInterval(timer);
    },
  });
  return browserPopup(channel, site, lang);
}
