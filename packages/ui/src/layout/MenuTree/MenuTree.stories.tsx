import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { adminMenu } from '../AppLayout/AppLayout.fixtures';
import { MenuTree } from './MenuTree';
import { podTheme } from '../../theme';

const Frame = styled.nav`
  width: ${({ theme }) => podTheme(theme).layout.siderExpanded};
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;
  background: ${({ theme }) => podTheme(theme).colors.sider};
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
