import type { GoogleAccountsId } from '../google-identity';

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | null = null;
let initialized: { id: GoogleAccountsId; clientId: string } | null = null;
let onCredential: (credential: string) => void = () => undefined;

/** Loads Google's script once (an async script tag); a failed load may be tried again later. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start.'));
    };
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services could not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Initializes Google once per client id (Google warns about repeated calls); credentials go to the
 * handler of the button rendered last, the only one on screen.
 */
export function listenForGoogleCredentials(
  id: GoogleAccountsId,
  clientId: string,
  handler: (credential: string) => void,
) {
  onCredential = handler;
  if (initialized?.id === id && initialized.clientId === clientId) return;
  id.initialize({ client_id: clientId, callback: (response) => onCredential(response.credential) });
  initialized = { id, clientId };
}
