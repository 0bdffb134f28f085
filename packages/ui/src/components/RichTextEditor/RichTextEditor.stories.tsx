import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { RichTextEditor } from './RichTextEditor';

const NEWS =
  '<h2>Summer sale</h2><p>All <strong>mugs</strong> ship <em>free</em> this week.</p>' +
  '<ul><li>Order by Friday</li><li>Any connected site</li></ul>' +
  '<p>Read <a href="https://podoffice.test/terms">the terms</a>.</p>';

const meta = {
  title: 'UI/Form/RichTextEditor',
  component: RichTextEditor,
  args: { 'aria-label': 'Content', placeholder: 'Write the announcement', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  // The editor's code loads lazily: a story is done (and its visual baseline taken) once the
  // editor, not its loading skeleton, is on screen. Stories with a play of their own wait too.
  play: async ({ canvasElement }) => {
    await editorOf(canvasElement);
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The editor once Squire holds it: the box is on screen a moment before its effects attach Squire
 * and set contenteditable (the effect after Squire's); a play types only into a working editor.
 */
async function editorOf(canvasElement: HTMLElement) {
  const editor = await within(canvasElement).findByRole(
    'textbox',
    { name: 'Content' },
    { timeout: 10000 },
  );
  await waitFor(() => expect(editor).toHaveAttribute('contenteditable'));
  return editor;
}

/**
 * Puts the caret in the editor's first paragraph, as a real click does; user-event's click leaves
 * it on the editor itself, where typed text would land outside any paragraph.
 */
async function clickIntoText(editor: HTMLElement) {
  await userEvent.click(editor);
  const paragraph = editor.querySelector('p');
  if (!paragraph) return;
  const range = document.createRange();
  range.setStart(paragraph, 0);
  range.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export const Empty: Story = {};
export const Filled: Story = { args: { value: NEWS } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { value: NEWS, disabled: true } };
export const InFormField: Story = {
  render: (args) => (
    <FormField label="Content" required error="Please input content">
      <RichTextEditor {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await editorOf(canvasElement);
    await clickIntoText(editor);
    await userEvent.keyboard('Hello sellers');
    // What the user sees first, then what the form is told: a failure says which was lost.
    await expect(editor).toHaveTextContent('Hello sellers');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('Hello sellers')),
    );
  },
};

export const BoldAndItalicShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await clickIntoText(editor);
    await userEvent.keyboard(
      '{Control>}b{/Control}Big{Control>}b{/Control} {Control>}i{/Control}news',
    );
    await waitFor(() =>
      expect(within(editor).getByText(/Big/).closest('strong, b')).not.toBeNull(),
    );
    await expect(within(editor).getByText(/news/).closest('em, i')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<(b|strong)\b/));
  },
};

export const HeadingAndListsFromTheToolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await clickIntoText(editor);
    await userEvent.keyboard('Opening hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Heading' }));
    await waitFor(() =>
      expect(
        within(editor).getByRole('heading', { level: 2, name: 'Opening hours' }),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.keyboard('Monday{Enter}Tuesday');
    await waitFor(() => expect(within(editor).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(editor.querySelector('ol')).not.toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ol'));
  },
};

export const KeyboardOnlyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await clickIntoText(editor);
    await userEvent.keyboard('See ');
    await userEvent.keyboard('{Control>}k{/Control}');
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an address starting with https://, http:// or mailto:',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'podoffice.test/help{Enter}');
    await waitFor(() =>
      expect(within(editor).getByRole('link', { name: 'podoffice.test/help' })).toHaveAttribute(
        'href',
        'https://podoffice.test/help',
      ),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('href="https://podoffice.test/help"'),
    );
  },
};

export const ToolbarWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await clickIntoText(editor);
    await userEvent.keyboard('Calm ');
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Shout');
    await waitFor(() =>
      expect(within(editor).getByText(/Shout/).closest('strong, b')).not.toBeNull(),
    );
    await expect(within(editor).getByText(/Calm/).closest('strong, b')).toBeNull();
  },
};

export const ResetFromOutside: Story = {
  render: function Render(args) {
    const [html, setHtml] = useState(NEWS);
    return (
      <>
        <RichTextEditor {...args} value={html} onChange={setHtml} />
        <button type="button" onClick={() => setHtml('<p>Back to the start</p>')}>
          Reset
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editor).toHaveTextContent('Back to the start'));
  },
};
