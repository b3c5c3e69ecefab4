/**
 * What a visitor types into the server-rendered page before React takes it over must survive the take
 * over. The page is painted before its scripts run (platform/ssr/scriptsAfterFirstPaint.server.ts), so
 * a visitor (or a password manager) can fill a field in that moment. React takes the field as it finds
 * it, but the component's state never heard of the text, and its next render empties the field. The
 * entry starts watching the page before hydrating; the root, once hydrated, gives each changed field its
 * value back through the event React listens to, so the field's own `onChange` turns it into state, as
 * if it had been typed then.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value is not typed (or cannot be set back). */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

let restorePending: (() => void) | undefined;

/** Starts remembering the fields changed in `root` (the document), from before this call on. */
export function watchTypedBeforeHydration(root: Document | HTMLElement): void {
  const typed = new Map<Field, string | boolean>();
  const remember = (field: Field) => {
    typed.set(field, isCheckable(field) ? field.checked : field.value);
  };
  // Changed before the scripts arrived: the value differs from the one the server wrote.
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isWatched(field) && changedSinceServer(field)) remember(field);
  }
  // Changed while the scripts run and React hydrates.
  const onInput = (event: Event) => {
    const target = event.target;
    if (isField(target) && isWatched(target)) remember(target);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  restorePending = () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) {
      if (field.isConnected) giveBack(field, value);
    }
  };
}

/** Gives the watched fields their values back; called once React has hydrated (later calls do nothing). */
export function restoreTypedBeforeHydration(): void {
  const restore = restorePending;
  restorePending = undefined;
  restore?.();
}

/**
 * Sets the field back and has React see a change, so the field's `onChange` runs whatever the DOM shows
 * now (React may or may not have cleared it). React notices a change by comparing with its own copy of
 * the value, which setting the property on the element updates and the prototype's setter does not:
 * the element first gets another value (React's copy follows), then the real one past React's copy.
 */
function giveBack(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    // A radio is given back by the one checked in its group (a click cannot clear one).
    if (!(field instanceof HTMLInputElement) || (field.type === 'radio' && !value)) return;
    // A click is how React hears of a box: set the other way first, the click sets it right.
    field.checked = !value;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  const prototypeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  prototypeValue?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isWatched(field: Field): boolean {
  return !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type));
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function changedSinceServer(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}
