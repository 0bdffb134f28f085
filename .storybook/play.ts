import { expect, waitFor, within } from 'storybook/test';

/**
 * A modal or drawer of a play: a native <dialog> shows in the top layer, outside the story's
 * canvas, and fades in. Waits until it is visible and returns queries over the page's body.
 */
export async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  return body;
}
