import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CARRIER_MESSAGES } from '@podoffice/domain';
import { CarrierForm } from './CarrierForm';

const meta = {
  title: 'Features/Carriers/CarrierForm',
  component: CarrierForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarrierForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    submitLabel: 'Save',
    showStatus: true,
    initialValues: {
      name: 'USPS',
      code: 'usps',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}',
      description: 'First-Class and Priority Mail',
      status: true,
    },
  },
};
export const ServerRefusal: Story = {
  args: { error: CARRIER_MESSAGES.codeTaken('usps') },
};
/** An empty submit shows the three §5 messages and sends nothing. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('Please input name')).toBeVisible();
    await expect(form.getByText('Please input code')).toBeVisible();
    await expect(form.getByText('Please input url')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** A url that is not a web address, then one without the tracking number's place. */
export const UrlRules: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const url = form.getByRole('textbox', { name: /Url/ });
    await userEvent.type(url, 'ftp://track.example');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(CARRIER_MESSAGES.urlInvalid)).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://track.example/');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(CARRIER_MESSAGES.urlPlaceholder)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), ' Royal Mail ');
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'royalmail');
    // userEvent reads { as a key descriptor: {{ types one brace.
    await userEvent.type(
      form.getByRole('textbox', { name: /Url/ }),
      'https://www.royalmail.com/track-your-item#/tracking-results/{{tracking_number}',
    );
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Royal Mail',
        code: 'royalmail',
        url: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking_number}',
        description: '',
        status: true,
      }),
    );
  },
};
