import {
  activeParam,
  choiceParam,
  dayParam,
  idParam,
  noFilters,
  textParam,
  urlFilters,
  valueParam,
} from './urlFilters';

interface Filters {
  search: string;
  status: 'open' | 'closed' | null;
  seller: string | null;
  from: string | null;
  site: string | null;
  active: boolean;
}

const codec = urlFilters<Filters>({
  search: textParam('search'),
  status: choiceParam('status', ['open', 'closed'], null),
  seller: valueParam('seller'),
  from: dayParam('from'),
  site: idParam('site'),
  active: activeParam('state'),
});

const none: Filters = {
  search: '',
  status: null,
  seller: null,
  from: null,
  site: null,
  active: true,
};

describe('urlFilters: a list filters in the address and back', () => {
  it('writes the filters in their order, then the page', () => {
    const params = codec.write(
      {
        search: 'tee',
        status: 'open',
        seller: 'u7',
        from: '2024-06-01',
        site: '12',
        active: false,
      },
      3,
    );
    expect(params.toString()).toBe(
      'search=tee&status=open&seller=u7&from=2024-06-01&site=12&state=inactive&page=3',
    );
  });

  it('reads back what it wrote', () => {
    const filters: Filters = { ...none, search: 'tee', from: '2024-06-01', active: false };
    expect(codec.read(codec.write(filters, 2))).toEqual(filters);
  });

  it('leaves defaults and page 1 out of the address', () => {
    expect(codec.write(none, 1).toString()).toBe('');
    expect(codec.write(none).toString()).toBe('');
    expect(noFilters.write({}, 4).toString()).toBe('page=4');
  });

  it('reads bad or missing values as the defaults', () => {
    const params = new URLSearchParams(
      'search=%20%20tee%20&status=lost&seller=&from=June&site=x1&state=whatever',
    );
    expect(codec.read(params)).toEqual({ ...none, search: 'tee' });
    expect(codec.read(new URLSearchParams())).toEqual(none);
  });

  it('leaves out a choice equal to its fallback', () => {
    const connection = urlFilters<{ connection: 'connected' | 'pending' }>({
      connection: choiceParam('status', ['connected', 'pending'], 'connected'),
    });
    expect(connection.write({ connection: 'connected' }).toString()).toBe('');
    expect(connection.write({ connection: 'pending' }).toString()).toBe('status=pending');
    expect(connection.read(new URLSearchParams('status=nope'))).toEqual({
      connection: 'connected',
    });
  });
});
