import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SITE_PLATFORMS } from '@podoffice/domain';
import { PlatformLogo } from './PlatformLogo';

const meta = {
  title: 'Features/Sites/Components/PlatformLogo',
  component: PlatformLogo,
  args: { platform: 'shopify' },
  argTypes: { platform: { control: 'inline-radio', options: [...SITE_PLATFORMS] } },
  parameters: { app: false },
} satisfies Meta<typeof PlatformLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopify: Story = {};
export const WooCommerce: Story = { args: { platform: 'woocommerce' } };
export const ShopBase: Story = { args: { platform: 'shopbase' } };
export const Api: Story = { args: { platform: 'api' } };
export const Import: Story = { args: { platform: 'import' } };

/** The mark alone, as in a narrow column: the name is still what a screen reader hears. */
export const MarkOnly: Story = {
  args: { platform: 'woocommerce', showName: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'WooCommerce' })).toBeVisible();
  },
};

/** Every platform side by side. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {SITE_PLATFORMS.map((platform) => (
        <PlatformLogo key={platform} platform={platform} />
      ))}
    </div>
  ),
};
