import { useLayoutEffect } from 'react';
import { SESSION_TOKEN_KEY } from '@portal/domain';

// The public pages arrive drawn (the build renders them, src/prerender.tsx), so a person may type
// into them and press 'Entrar' before the scripts have run. Two things cannot wait for the app's
// code, which is why they are a script in the page itself (PAGE_START_SCRIPT, inlined by the
// build; the server allows it by its hash):
// - someone with a stored session must not see the login form they will be taken away from:
//   the page marks itself (SIGNED_IN_ATTRIBUTE) and its stylesheet keeps the drawn page hidden;
// - a form sent before the scripts run must not be sent by the browser (a GET to the page with
//   the password in the address): it is held, and sent again once the app has drawn the page.
// What was typed meanwhile is in the fields but not in the app's state (React 19 keeps the text
// a person typed before hydration, and says nothing about it): `replayEarlyInput` hands it over.

/** Set on <html> when a session token is stored (a hint only: the app still decides). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** What the page's script keeps on `window` for the app. */
type HeldInput = { done: boolean; submitter: HTMLElement | null };
type PageWindow = Window & { portalPageStart?: HeldInput };

/**
 * The page's first script, in ES5 so that any browser that draws the page runs it. Its text is
 * hashed into the Content-Security-Policy by the server (apps/server/src/http/static.ts), so any
 * change here is allowed by the next build's pages without touching the server.
 */
export const PAGE_START_SCRIPT =
  '(function(w,d){' +
  'var held={done:false,submitter:null};w.portalPageStart=held;' +
  `try{if(w.localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)}))` +
  `d.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}` +
  "d.addEventListener('submit',function(e){if(held.done)return;" +
  'e.preventDefault();held.submitter=e.submitter||e.target},true)' +
  '})(window,document);';

/** For a page only a signed-out person may see: hidden while a token is stored (see above). */
export const HIDE_WHEN_SIGNED_IN_CSS = `html[${SIGNED_IN_ATTRIBUTE}] #root{visibility:hidden}`;

let pending: { readonly root: HTMLElement; readonly submitter: HTMLElement | null } | null = null;

/**
 * main.tsx, as it hands the page to React: from now on React takes every event (a part not yet
 * hydrated is hydrated at once when one reaches it), so the page's script stops holding forms;
 * the page shows again (the app decides what a signed-in person sees). What came before is kept
 * for `replayEarlyInput`.
 */
export function claimEarlyInput(root: HTMLElement, win: Window = window): void {
  const held = (win as PageWindow).portalPageStart;
  if (held) held.done = true;
  pending = { root, submitter: held?.submitter ?? null };
  win.document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * A field whose value differs from what the page was drawn with was changed before the app ran.
 * React tracks the value it last saw through the field's own `value` property: setting it back to
 * the drawn value there, then the typed value through the prototype's setter (which React does
 * not watch), makes the next `input` event a change for React, so `onChange` receives the text
 * as if it had just been typed.
 */
function adoptTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio counts where it was turned on; a checkbox either way. Put back, then clicked as the
    // person did.
    const changed =
      field.type === 'radio'
        ? field.checked && !field.defaultChecked
        : field.checked !== field.defaultChecked;
    if (!changed) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  valueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function sendAgain(submitter: HTMLElement): void {
  if (!submitter.isConnected) return;
  if (submitter instanceof HTMLFormElement) return submitter.requestSubmit();
  const form = (submitter as HTMLButtonElement).form;
  if (form) form.requestSubmit(submitter);
}

/**
 * Once the first page is drawn by the app (hydrated, or drawn anew): what was typed or chosen in
 * its fields before the scripts ran reaches the app's state, then a form sent then is sent now.
 * Runs once; later pages have nothing to take over.
 */
export function replayEarlyInput(): void {
  const taken = pending;
  pending = null;
  if (!taken) return;
  for (const field of taken.root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    adoptTyped(field);
  }
  if (taken.submitter) sendAgain(taken.submitter);
}

/**
 * In each page's frame, after the page: its layout effect runs in the commit that hydrated (or
 * drew) the page, before anything else renders again. It must: a later render of a controlled
 * field writes the app's value into it, over what the person typed.
 */
export function ReplayEarlyInput(): null {
  useLayoutEffect(replayEarlyInput, []);
  return null;
}
