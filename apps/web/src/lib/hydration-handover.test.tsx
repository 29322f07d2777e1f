import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreSnapshot, takeSnapshot } from './hydration-handover';

/** A prerendered form whose every field the app controls, as the app's forms do. */
function Form({ onSent }: { onSent: (values: string) => void }) {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState('basic');
  const [agreed, setAgreed] = useState(false);
  const [, redraw] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSent(`${name}|${plan}|${agreed}`);
      }}
    >
      <label>
        Name <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Plan
        <select name="plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
          <option value="basic">Basic</option>
          <option value="pro">Pro</option>
        </select>
      </label>
      <label>
        <input type="checkbox" name="agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        Agreed
      </label>
      <button type="button" onClick={() => redraw((count) => count + 1)}>
        Redraw
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.heldSubmit;
});

/** Hydrates as main.tsx does, to the end (React hydrates in the background). */
async function hydrate(root: HTMLElement, app: ReactNode): Promise<void> {
  await act(async () => {
    hydrateRoot(root, app);
    await Promise.resolve();
  });
}

/** The prerendered HTML, typed into before any script ran. */
function prerenderAndType(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onSent={() => undefined} />);
  document.body.append(root);
  const name = root.querySelector<HTMLInputElement>('input[name=name]')!;
  name.value = 'Mere Parata';
  root.querySelector<HTMLSelectElement>('select')!.value = 'pro';
  root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
  name.focus();
  name.setSelectionRange(4, 4);
  return root;
}

describe('handing a typed-into prerendered page to the app', () => {
  it('keeps every kind of field, the focus and the caret through hydration and the next render', async () => {
    const root = prerenderAndType();
    const sent: string[] = [];
    const snapshot = takeSnapshot(root);
    await hydrate(root, <Form onSent={(values) => sent.push(values)} />);
    await act(() => restoreSnapshot(root, snapshot));
    flushSync(() => root.querySelector<HTMLButtonElement>('button[type=button]')!.click());

    const name = root.querySelector<HTMLInputElement>('input[name=name]')!;
    expect(name.value).toBe('Mere Parata');
    expect(root.querySelector('select')!.value).toBe('pro');
    expect(root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([4, 4]);
    // The app holds the values too, not only the boxes.
    root.querySelector('form')!.requestSubmit();
    expect(sent).toEqual(['Mere Parata|pro|true']);
  });

  it('sends, once the app runs, a form the inline script held, with what was typed', async () => {
    const root = prerenderAndType();
    const form = root.querySelector('form')!;
    const submitter = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    submitter.setAttribute('aria-busy', 'true');
    window.heldSubmit = { sent: { form, submitter } };
    const sent: string[] = [];
    const snapshot = takeSnapshot(root);
    expect(window.heldSubmit).toBeUndefined();
    await hydrate(root, <Form onSent={(values) => sent.push(values)} />);
    await act(() => restoreSnapshot(root, snapshot));
    expect(sent).toEqual(['Mere Parata|pro|true']);
    expect(submitter).not.toHaveAttribute('aria-busy');
  });

  it('sends nothing and changes nothing when nothing was typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form onSent={() => undefined} />);
    document.body.append(root);
    const sent: string[] = [];
    const snapshot = takeSnapshot(root);
    expect(snapshot.fields.size).toBe(0);
    await hydrate(root, <Form onSent={(values) => sent.push(values)} />);
    await act(() => restoreSnapshot(root, snapshot));
    expect(root.querySelector<HTMLInputElement>('input[name=name]')!.value).toBe('');
    expect(sent).toEqual([]);
  });
});
