import { screen } from '@testing-library/react';
import { MAIL_TEMPLATES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { PlaceholderList } from './PlaceholderList';

describe('PlaceholderList', () => {
  it('lists each placeholder as written in a template, with what it becomes', () => {
    renderWithProviders(<PlaceholderList placeholders={MAIL_TEMPLATES.welcome.placeholders} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(MAIL_TEMPLATES.welcome.placeholders.map((p) => `{{${p.name}}}`));
    const descriptions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(descriptions).toContain('the link the mail is about (activation or reset)');
  });
});
