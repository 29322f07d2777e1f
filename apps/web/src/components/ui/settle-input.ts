/**
 * Writes the value a controlled text box keeps after an edit back into the box when it differs from
 * what was typed, and returns it. React resets a controlled input to its state after every event;
 * Preact (ADR 0008) re-renders only when the state changes, so a refused keystroke (a third decimal,
 * a letter in a phone number) would otherwise stay on screen.
 */
export function settleInput(input: HTMLInputElement, value: string): string {
  if (input.value !== value) input.value = value;
  return value;
}
