import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PodThemeProvider } from '../src/theme';

/** Testing Library's render inside the POD theme. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <PodThemeProvider>{children}</PodThemeProvider>,
    ...options,
  });
}
