import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Select } from './Select';
import type { SelectCommonProps, SelectOption, SelectProps } from './Select.types';

/** Story args flatten the single/multiple union so that controls can switch between them. */
type SelectStoryArgs = SelectCommonProps & {
  multiple?: boolean;
  defaultValue?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
};

const sites: SelectOption[] = [
  { value: 'cool-tees', label: 'Cool Tees' },
  { value: 'mug-heaven', label: 'Mug Heaven' },
  { value: 'poster-hub', label: 'Poster Hub' },
  { value: 'hoodie-lab', label: 'Hoodie Lab' },
  { value: 'sock-shop', label: 'Sock Shop (disconnected)', disabled: true },
];

const meta = {
  title: 'UI/Form/Select',
  // The generic union component cannot type the flat story args; autodocs still reads its props.
  component: Select as unknown as ComponentType<SelectStoryArgs>,
  args: { 'aria-label': 'Site', options: sites, placeholder: 'Choose a site', onChange: fn() },
  argTypes: { options: { control: 'object' }, multiple: { control: 'boolean' } },
  render: (args) => <Select {...(args as SelectProps)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<SelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const SingleChosen: Story = { args: { defaultValue: 'mug-heaven' } };
export const Clearable: Story = { args: { defaultValue: 'mug-heaven', clearable: true } };
export const Disabled: Story = { args: { defaultValue: 'mug-heaven', disabled: true } };
export const Invalid: Story = { args: { invalid: true } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Site' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
export const NoOptions: Story = {
  args: { options: [], emptyText: 'No sites yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Site' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No sites yet');
  },
};
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: 'Site' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('mug-heaven');
    await userEvent.keyboard('{ArrowDown}');
  },
};
export const Searchable: Story = {
  args: { searchable: true, clearable: true, placeholder: 'Type a site name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Site' }), 'hu');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Poster Hub',
    ]);
  },
};
export const SearchableNoMatch: Story = {
  args: { searchable: true, emptyText: 'No site matches' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Site' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No site matches');
  },
};
export const Multiple: Story = {
  args: {
    multiple: true,
    clearable: true,
    defaultValue: ['cool-tees', 'poster-hub'],
    'aria-label': 'Sites',
  },
};
export const MultipleRemoveByKeyboard: Story = {
  args: { multiple: true, defaultValue: ['cool-tees', 'poster-hub'], 'aria-label': 'Sites' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sites' }));
    await userEvent.keyboard('{Escape}{ArrowLeft}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['cool-tees']);
  },
};
export const MultipleDisabled: Story = {
  args: { multiple: true, disabled: true, defaultValue: ['cool-tees'], 'aria-label': 'Sites' },
};
/** Inside a FormField the label names the Select and the error describes it. */
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Site" required error="Please input site!">
      <Select {...(args as SelectProps)} />
    </FormField>
  ),
};
