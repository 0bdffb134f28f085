import { usersByRole } from '../shared/fixtures';
import {
  CURRENT_SITE_STORAGE_KEY,
  effectiveSiteId,
  currentSiteChosen,
  ownSitesLoaded,
  selectCurrentSiteId,
} from './currentSite';
import { signedIn, signedOut, userLoaded } from './session';
import { createAppStore } from './store';

const seller = usersByRole.Seller;
const other = { ...usersByRole.Seller, id: '7', email: 'mia@podoffice.test' };
const keyOf = (userId: string) => `${CURRENT_SITE_STORAGE_KEY}.${userId}`;

function signIn(store: ReturnType<typeof createAppStore>, user = seller) {
  store.dispatch(signedIn({ token: `t-${user.id}`, expiredAt: null, user, remember: true }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('current site', () => {
  it('has none while nobody is signed in', () => {
    const store = createAppStore({ session: {} });
    expect(selectCurrentSiteId(store.getState())).toBeNull();
  });

  it("starts from the seller's kept site", () => {
    window.localStorage.setItem(keyOf(seller.id), '12');
    const store = createAppStore();
    signIn(store);
    expect(selectCurrentSiteId(store.getState())).toBe('12');
  });

  it('keeps the site a seller picks, for that seller only', () => {
    const store = createAppStore();
    signIn(store);
    store.dispatch(currentSiteChosen('15'));
    expect(selectCurrentSiteId(store.getState())).toBe('15');
    expect(window.localStorage.getItem(keyOf(seller.id))).toBe('15');
    expect(window.localStorage.getItem(keyOf(other.id))).toBeNull();
  });

  it('keeps a kept site that is among the own sites when they load', () => {
    window.localStorage.setItem(keyOf(seller.id), '12');
    const store = createAppStore();
    signIn(store);
    store.dispatch(ownSitesLoaded(['11', '12']));
    expect(selectCurrentSiteId(store.getState())).toBe('12');
  });

  it('takes the first own site when none is kept', () => {
    const store = createAppStore();
    signIn(store);
    store.dispatch(ownSitesLoaded(['11', '12']));
    expect(selectCurrentSiteId(store.getState())).toBe('11');
    expect(window.localStorage.getItem(keyOf(seller.id))).toBe('11');
  });

  it("replaces a kept site that is no longer the seller's with the first own site", () => {
    window.localStorage.setItem(keyOf(seller.id), '13');
    const store = createAppStore();
    signIn(store);
    store.dispatch(ownSitesLoaded(['11', '12']));
    expect(selectCurrentSiteId(store.getState())).toBe('11');
    expect(window.localStorage.getItem(keyOf(seller.id))).toBe('11');
  });

  it('has none for a seller without sites', () => {
    window.localStorage.setItem(keyOf(seller.id), '13');
    const store = createAppStore();
    signIn(store);
    store.dispatch(ownSitesLoaded([]));
    expect(selectCurrentSiteId(store.getState())).toBeNull();
    expect(window.localStorage.getItem(keyOf(seller.id))).toBeNull();
  });

  it('forgets the site on sign-out but keeps it for the next sign-in', () => {
    const store = createAppStore();
    signIn(store);
    store.dispatch(currentSiteChosen('12'));
    store.dispatch(signedOut());
    expect(selectCurrentSiteId(store.getState())).toBeNull();
    signIn(store);
    expect(selectCurrentSiteId(store.getState())).toBe('12');
  });

  it("gives another user their own kept site, never the previous user's", () => {
    window.localStorage.setItem(keyOf(other.id), '13');
    const store = createAppStore();
    signIn(store);
    store.dispatch(currentSiteChosen('12'));
    store.dispatch(signedOut());
    signIn(store, other);
    expect(selectCurrentSiteId(store.getState())).toBe('13');
  });

  it('restores the kept site once a stored token’s user has loaded', () => {
    window.localStorage.setItem(keyOf(seller.id), '12');
    const store = createAppStore({ session: { token: 'fixture-token-2', user: null } });
    expect(selectCurrentSiteId(store.getState())).toBeNull();
    store.dispatch(userLoaded(seller));
    expect(selectCurrentSiteId(store.getState())).toBe('12');
  });

  it('reads the kept site of a session that starts with its user', () => {
    window.localStorage.setItem(keyOf(seller.id), '12');
    const store = createAppStore({ session: { token: 't', user: seller } });
    expect(selectCurrentSiteId(store.getState())).toBe('12');
  });
});

describe('effectiveSiteId', () => {
  it('uses a kept site as it is until the own sites load', () => {
    expect(effectiveSiteId('12', undefined)).toBe('12');
    expect(effectiveSiteId(null, undefined)).toBeNull();
  });

  it('uses the current site when it is among the own sites, else the first', () => {
    expect(effectiveSiteId('12', ['11', '12'])).toBe('12');
    expect(effectiveSiteId('13', ['11', '12'])).toBe('11');
    expect(effectiveSiteId(null, ['11', '12'])).toBe('11');
    expect(effectiveSiteId('13', [])).toBeNull();
  });
});
