/**
 * Text typed into a prerendered page's fields before the app took the page over (issue 18:
 * the page is on screen, and its prompt box takes keys, while the app's code loads). Hydration
 * gives a controlled field the app's state (an empty prompt), so without this the first words
 * typed on a slow phone would be lost: React 19 either empties the field or leaves the words
 * on screen under an empty state, and Send would send nothing.
 */

const TEXT_FIELDS =
  'textarea[id], input[id]:is([type="text"], [type="search"], [type="email"], [type="url"], :not([type]))';

/** Field id → text typed before hydration, until the field's owner takes it. */
const early = new Map<string, string>();

/**
 * Remembers the text of every field in `root` whose value the user changed on the prerendered
 * page (value ≠ the HTML's default). Called just before hydration (app/start.tsx).
 */
export function captureEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) early.set(field.id, field.value);
  }
}

/**
 * The text typed into field `id` before hydration, once (later calls give undefined), or
 * undefined when nothing was typed. The field's owner calls it when it mounts and puts the
 * text into its state (the prompt box: components/prompt-box).
 */
export function takeEarlyInput(id: string): string | undefined {
  const text = early.get(id);
  early.delete(id);
  return text;
}
