import { Outlet } from 'react-router-dom';
import { Main } from './PublicFrame.styles';

/**
 * The frame of the pages a visitor sees without the layout (sign in, sign up, passwords,
 * activation, not-found): the page sits in the main landmark, as it does inside the layout.
 */
export function PublicFrame() {
  return (
    <Main>
      <Outlet />
    </Main>
  );
}
