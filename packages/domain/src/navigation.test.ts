import { destinationAfterSignIn } from './navigation';

const seller = { roles: ['Seller'] };
const listing = { roles: [{ name: 'Listing' }] };

describe('destination after sign-in (spec 1 §4)', () => {
  it('is the page the user was sent away from, with its query and hash', () => {
    expect(
      destinationAfterSignIn(
        { from: { pathname: '/balance', search: '?page=2', hash: '#top' } },
        seller,
      ),
    ).toBe('/balance?page=2#top');
  });

  it('is the landing page of the role when nothing was remembered', () => {
    expect(destinationAfterSignIn(null, seller)).toBe('/dashboard');
    expect(destinationAfterSignIn({}, listing)).toBe('/products');
  });

  it('never sends the user back to sign in', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/login' } }, listing)).toBe('/products');
    expect(destinationAfterSignIn({ from: { pathname: '/' } }, seller)).toBe('/dashboard');
  });
});

describe('destination after sign-in: what is not a destination', () => {
  it('accepts a remembered path given as a string', () => {
    expect(destinationAfterSignIn({ from: '/balance?action=Deposit' }, seller)).toBe(
      '/balance?action=Deposit',
    );
  });

  it('refuses addresses that would leave the app', () => {
    expect(destinationAfterSignIn({ from: '//evil.example/x' }, seller)).toBe('/dashboard');
    expect(destinationAfterSignIn({ from: 'https://evil.example/' }, seller)).toBe('/dashboard');
  });
});
