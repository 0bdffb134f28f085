import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { adminMenu } from '../AppLayout/AppLayout.fixtures';
import { MenuTree } from './MenuTree';

const Frame = styled.nav`
  width: ${({ theme }) => theme.layout.siderExpanded};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.sider};
`;

/** The entries of the side menu on their own; Sider and MobileMenu frame them. */
const meta = {
  title: 'Layout/MenuTree',
  component: MenuTree,
  args: { items: adminMenu, currentPath: '/admin/categories' },
  decorators: [
    (Story) => (
      <Frame aria-label="Main menu">
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MenuTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};
