import { type RefObject, useEffect } from 'react';

/**
 * Hands `adopt` what a shopper typed into a server-rendered field before the app took the page
 * over, once, as it does: React keeps such a value in the field but not in the state of a controlled
 * input, so a button tapped meanwhile (kept and replayed, app/early-tap.tsx) would act on the old one.
 * `stillTyping` is false once the shopper has left the field or pressed Enter in it (boot.ts keeps that).
 */
export function useValueTypedBeforeTakeover(
  field: RefObject<HTMLInputElement | null>,
  rendered: string,
  adopt: (typed: string, stillTyping: boolean) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes the field over.
  useEffect(() => {
    const input = field.current;
    if (!input || input.value === rendered) return;
    const committed = window.__enteredEarly?.has(input) ?? false;
    adopt(input.value, document.activeElement === input && !committed);
  }, []);
}

/**
 * Hands `adopt` the fields of a server-rendered form as the shopper left them before the app took the
 * page over (a choice in a select, a price typed), once, as it does, with the field still being typed
 * in, if any: React renders such a form from its own state, in which those choices are not.
 */
export function useFormFilledBeforeTakeover(
  form: RefObject<HTMLFormElement | null>,
  adopt: (filled: FormData, typingIn: string | null) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes the form over.
  useEffect(() => {
    if (!form.current) return;
    const focused = document.activeElement;
    const typingIn = focused instanceof HTMLInputElement && focused.form === form.current ? focused.name : null;
    adopt(new FormData(form.current), typingIn);
  }, []);
}
