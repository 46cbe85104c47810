import { useEffect } from 'react';

/** What index.html's boot script (apps/web/boot-loader.ts) leaves on the window for the app. */
type BootWindow = Window & { __lomeHydrating?: boolean; __lomeReplay?: () => void };
// Read when called, never at import: the server's render imports this module too.
const boot = () => window as BootWindow;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string; checked?: boolean };

/** What was typed or ticked in the server's page before its code ran: hydration puts React's state back. */
let typed: Typed[] = [];

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByHand(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/**
 * Called just before hydration starts: from then on React itself keeps and replays what is tapped. What the
 * customer already typed is noted, to be given back to the page once hydrated.
 */
export function markHydrating() {
  boot().__lomeHydrating = true;
  const fields = document.querySelectorAll<Field>('#root input, #root textarea, #root select');
  typed = [...fields]
    .filter(changedByHand)
    .map((field) => ({ field, value: field.value, checked: isToggle(field) ? field.checked : undefined }));
}

/** Types the noted values again, as the customer would: React's own events, so its state takes them. */
function giveBackTyped() {
  for (const { field, value: noted, checked } of typed) {
    if (!field.isConnected) continue;
    // Typed on since hydration (its onChange then took the whole text): the field's text is the latest.
    const value = field.value || noted;
    if (checked !== undefined) {
      if ((field as HTMLInputElement).checked !== checked) field.click();
      continue;
    }
    // Hydration kept the typed text on screen but React's state is empty, and React's value tracker noted the
    // text as already known: emptied through the element (the tracker follows), then typed through the
    // prototype's setter (it does not), the input event below is a change React's onChange sees.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  typed = [];
}

/**
 * Gives back, once, what the customer typed, tapped and sent while the page's code was on its way (decision 0037):
 * the typing first, then the taps and form sends the boot script kept. Placed inside the page's own Suspense
 * boundary, after the page: its effect runs once the page itself has hydrated, so a replayed tap finds its
 * button's handler (the layout around it hydrates earlier).
 */
export function ReplayEarlyTaps() {
  useEffect(() => {
    // After this commit is over: each given-back keystroke is then a customer's event React renders at once.
    const timer = setTimeout(() => {
      giveBackTyped();
      boot().__lomeReplay?.();
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
