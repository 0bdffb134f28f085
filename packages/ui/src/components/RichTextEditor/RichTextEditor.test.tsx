import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { normalizeLinkUrl } from './SquireEditor';
import { RichTextEditor } from './RichTextEditor';

const NEWS =
  '<h2>Summer sale</h2><p>All <strong>mugs</strong> ship <em>free</em>.</p>' +
  '<ul><li>Order by Friday</li><li>Any site</li></ul>' +
  '<p>Read <a href="https://podoffice.test/terms">the terms</a>.</p>';

async function editorBox(name = 'Content') {
  return screen.findByRole('textbox', { name });
}

// jsdom has no beforeinput and no layout, which an editor needs for real typing and pasting:
// those are exercised by the stories' play functions in Chromium.
describe('RichTextEditor', () => {
  it('shows a loading placeholder, then the HTML value as formatted text', async () => {
    renderWithTheme(<RichTextEditor aria-label="Content" value={NEWS} />);
    const box = await editorBox();
    expect(within(box).getByRole('heading', { level: 2, name: 'Summer sale' })).toBeVisible();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Order by Friday', 'Any site']);
    expect(within(box).getByRole('link', { name: 'the terms' })).toHaveAttribute(
      'href',
      'https://podoffice.test/terms',
    );
    expect(within(box).getByText('mugs').closest('strong, b')).not.toBeNull();
  });

  it('drops scripts, event handlers and script addresses from a loaded value', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <RichTextEditor
        aria-label="Content"
        onChange={onChange}
        value={
          '<p onclick="alert(1)">Hi</p><script>window.__pwned = true</script>' +
          '<img src="x" onerror="window.__pwned = true">' +
          '<p><a href="javascript:window.__pwned = true">click</a></p>'
        }
      />,
    );
    const box = await editorBox();
    expect(box).toHaveTextContent('Hi');
    expect(box.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(within(box).getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript:/i,
    );
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces its content when the value changes from outside, not on its own echo', async () => {
    function Form() {
      const [html, setHtml] = useState('<p>First draft</p>');
      return (
        <>
          <RichTextEditor aria-label="Content" value={html} onChange={setHtml} />
          <button type="button" onClick={() => setHtml('<p>Reset text</p>')}>
            Reset
          </button>
        </>
      );
    }
    renderWithTheme(<Form />);
    const box = await editorBox();
    expect(box).toHaveTextContent('First draft');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveTextContent('Reset text'));
    expect(box).not.toHaveTextContent('First draft');
  });

  it('is named by its FormField label and carries its error', async () => {
    renderWithTheme(
      <FormField label="Content" error="Content is required" required>
        <RichTextEditor />
      </FormField>,
    );
    const box = await editorBox();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Content is required');
  });

  it('has a toolbar that is one Tab stop, walked with the arrow keys', async () => {
    renderWithTheme(<RichTextEditor aria-label="Content" />);
    await editorBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    const names = [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
    ];
    expect(buttons).toHaveLength(names.length);
    names.forEach((name, i) => expect(buttons[i]).toHaveAccessibleName(name));
    await userEvent.tab();
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveFocus();
  });

  it('refuses a link address that is not http, https or mailto, and closes on Escape', async () => {
    renderWithTheme(<RichTextEditor aria-label="Content" />);
    await editorBox();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter an address starting with https://, http:// or mailto:',
    );
    expect(address).toBeInvalid();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('shows the content read-only when disabled', async () => {
    renderWithTheme(<RichTextEditor aria-label="Content" value="<p>Fixed</p>" disabled />);
    const box = await editorBox();
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button'))
      expect(button).toBeDisabled();
    await act(async () => {});
  });
});

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://podoffice.test/a?b=1', 'https://podoffice.test/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:help@podoffice.test', 'mailto:help@podoffice.test'],
    ['/news/3', '/news/3'],
    ['example.com/page', 'https://example.com/page'],
    ['  shop.example.com  ', 'https://shop.example.com'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeLinkUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example',
    'not a url',
    '',
  ])('refuses %s', (input) => {
    expect(normalizeLinkUrl(input)).toBeNull();
  });
});
