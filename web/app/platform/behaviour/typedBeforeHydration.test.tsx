import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { restoreTypedBeforeHydration, watchTypedBeforeHydration } from './typedBeforeHydration';

/** A form like the site's: controlled fields whose state the page shows. */
function Form() {
  const [name, setName] = useState('');
  const [about, setAbout] = useState('server text');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input
        aria-label="name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
        }}
      />
      <textarea
        aria-label="about"
        value={about}
        onChange={(event) => {
          setAbout(event.currentTarget.value);
        }}
      />
      <input
        aria-label="agreed"
        type="checkbox"
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.currentTarget.checked);
        }}
      />
      <output>{`${name}|${about}|${String(agreed)}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server HTML in a container, as the browser paints it before the scripts run. */
function paintServerHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

function field(container: HTMLElement, label: string): HTMLInputElement {
  const found = container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (found === null) throw new Error(`no field ${label}`);
  return found;
}

function hydrate(container: HTMLElement) {
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('typed before hydration', () => {
  it('gives back what was typed before the scripts ran and while React hydrated', () => {
    const container = paintServerHtml();
    // Typed before the entry ran: only the difference from the server's value tells.
    field(container, 'name').value = 'Steve';
    field(container, 'agreed').checked = true;
    watchTypedBeforeHydration(container);
    // Typed while the scripts ran: the input event tells.
    const about = field(container, 'about');
    about.value = 'typed meanwhile';
    about.dispatchEvent(new Event('input', { bubbles: true }));

    hydrate(container);
    act(() => {
      restoreTypedBeforeHydration();
    });

    expect(field(container, 'name').value).toBe('Steve');
    expect(about.value).toBe('typed meanwhile');
    expect(field(container, 'agreed').checked).toBe(true);
    // The state followed: the fields' own onChange ran.
    expect(container.querySelector('output')?.textContent).toBe('Steve|typed meanwhile|true');
  });

  it('leaves untouched fields, and the page after the first restore, alone', () => {
    const container = paintServerHtml();
    watchTypedBeforeHydration(container);
    hydrate(container);
    act(() => {
      restoreTypedBeforeHydration();
    });
    expect(container.querySelector('output')?.textContent).toBe('|server text|false');
    // Typed after hydration: React's business, not given "back" by a later call.
    act(() => {
      field(container, 'name').value = 'x';
      restoreTypedBeforeHydration();
    });
    expect(container.querySelector('output')?.textContent).toBe('|server text|false');
  });
});
