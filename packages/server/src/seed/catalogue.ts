import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, news, userLevels, users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

// The seller ladder: each level needs a larger order total and gives a larger discount. One
// retired level stays inactive so the status filter has something to show.
const DEMO_LEVELS = [
  { name: 'Bronze', orderTotal: 0, discount: 0, status: true },
  { name: 'Silver', orderTotal: 500, discount: 3, status: true },
  { name: 'Gold', orderTotal: 2000, discount: 5, status: true },
  { name: 'Platinum', orderTotal: 10000, discount: 8, status: true },
  { name: 'Diamond', orderTotal: 50000, discount: 12.5, status: true },
  { name: 'Founding Partner', orderTotal: 0, discount: 15, status: false },
];

const SELLER_LEVELS: Record<string, string> = {
  'seller@podoffice.test': 'Gold',
  'seller2@podoffice.test': 'Silver',
};

interface DemoNews {
  title: string;
  content: string;
  status?: boolean;
  notification?: boolean;
  sendMail?: boolean;
  by: 'admin' | 'listing';
}

const DEMO_NEWS: DemoNews[] = [
  {
    title: 'Holiday production cut-off dates',
    by: 'admin',
    notification: true,
    sendMail: true,
    content:
      '<h2>Order early for December delivery</h2><p>To arrive before the holidays, orders must be <strong>in production</strong> by these dates:</p>' +
      '<ul><li>US standard shipping: December 12</li><li>US express shipping: December 17</li><li>International: December 5</li></ul>' +
      '<p>See the <a href="https://podoffice.test/guideline-policy">shipping guideline</a> for carrier details.</p>',
  },
  {
    title: 'New product: 15 oz ceramic mug',
    by: 'listing',
    notification: true,
    content:
      '<p>The <strong>15 oz mug</strong> is now in the catalogue, with a wrap-around print area and the same base cost as the 11 oz.</p>' +
      '<ol><li>Open Products and choose Add New.</li><li>Pick the product type <em>Mug 15 oz</em>.</li><li>Upload a 2700 × 1100 px design.</li></ol>',
  },
  {
    title: 'Scheduled maintenance on Sunday night',
    by: 'admin',
    notification: true,
    content:
      '<p>The back office will be unavailable on <strong>Sunday from 01:00 to 03:00 UTC</strong> while we upgrade the database.</p><p>Orders sent by your shops during that window are queued and imported afterwards.</p>',
  },
  {
    title: 'Seller levels: lower prices as you grow',
    by: 'admin',
    sendMail: true,
    content:
      '<h2>Seller levels are live</h2><p>Your order total now earns you a level, and each level takes a discount off the fulfilment price:</p>' +
      '<ul><li>Silver from $500: 3% off</li><li>Gold from $2,000: 5% off</li><li>Platinum from $10,000: 8% off</li><li>Diamond from $50,000: 12.5% off</li></ul>',
  },
  {
    title: 'Hoodie base cost update',
    by: 'listing',
    content:
      '<p>From next month the base cost of the unisex hoodie rises by <strong>$0.80</strong> because of fabric prices. Sale prices on your sites are not changed.</p>',
  },
  {
    title: 'Tracking numbers now sync every hour',
    by: 'admin',
    notification: true,
    content:
      '<p>Trackings are now fetched every hour instead of every six hours, so your customers get their shipping mail sooner.</p>',
  },
  {
    title: 'Draft: spring catalogue preview',
    by: 'listing',
    status: false,
    content:
      '<h2>Spring catalogue</h2><p>Pastel colour range for tees and hoodies, garden flags and tote bags. <em>Not published yet.</em></p>',
  },
  {
    title: 'Design resolution reminder',
    by: 'listing',
    content:
      '<p>Print files must be at least <strong>300 DPI</strong> at print size. Low-resolution designs are held in <em>Pending Design</em> until replaced.</p>',
  },
  {
    title: 'WooCommerce plugin 2.0 released',
    by: 'admin',
    content:
      '<p>Version 2.0 of the WooCommerce connector supports variable products with more than 100 variations. Reconnect your site from <a href="/sites">Connect Sites</a> to upgrade.</p>',
  },
  {
    title: 'Archived: summer shipping delays',
    by: 'admin',
    status: false,
    content: '<p>Summer shipping delays are over; this notice is kept for reference.</p>',
  },
];

// More short announcements, so the list has a second page (20 a page).
const ROUTINE_TOPICS = [
  'Weekly catalogue update',
  'New colours for the classic tee',
  'Poster paper supplier change',
  'Canvas frames back in stock',
  'Faster production for tote bags',
  'Phone case models added',
  'Sticker sheets now available',
  'Embroidery pilot for caps',
  'Price list for kids apparel',
  'Carrier change for Canada',
  'Invoice download improvements',
  'API rate limits explained',
  'Tips for better mockups',
  'Blanket sizes extended',
  'Ornament pre-orders open',
  'Customer support hours',
];

const DEMO_CATEGORIES = [
  'T-Shirts',
  'Hoodies',
  'Sweatshirts',
  'Tank Tops',
  'Long Sleeves',
  'Polo Shirts',
  'Jackets',
  'Kids Apparel',
  'Baby Bodysuits',
  'Leggings',
  'Pajamas',
  'Dresses',
  'Swimwear',
  'Socks',
  'Hats',
  'Beanies',
  'Face Masks',
  'Bandanas',
  'Aprons',
  'Mugs',
  'Tumblers',
  'Water Bottles',
  'Wine Glasses',
  'Coasters',
  'Posters',
  'Canvas Prints',
  'Framed Prints',
  'Metal Prints',
  'Wall Clocks',
  'Tapestries',
  'Pillows',
  'Blankets',
  'Shower Curtains',
  'Towels',
  'Doormats',
  'Rugs',
  'Ornaments',
  'Puzzles',
  'Notebooks',
  'Greeting Cards',
  'Calendars',
  'Stickers',
  'Magnets',
  'Keychains',
  'Buttons',
  'Phone Cases',
  'Laptop Sleeves',
  'Mouse Pads',
  'Tote Bags',
  'Backpacks',
  'Flags',
  'Yard Signs',
  'Pet Bandanas',
  'Pet Beds',
  'Jewelry',
  'Car Accessories',
  'Shoes',
  'Skateboards',
];

// Retired lines: inactive, so the Inactive tab is not empty.
const INACTIVE_CATEGORIES = new Set(['Face Masks', 'Wine Glasses', 'Skateboards', 'Shoes', 'Rugs']);

/** Seller levels (with the two demo sellers placed on them), news and categories. */
export async function seedCatalogue(tx: Executor, now: Date): Promise<void> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@podoffice.test',
        'listing@podoffice.test',
        ...Object.keys(SELLER_LEVELS),
      ]),
    );
  const idOf = (email: string) => staff.find((u) => u.email === email)?.id ?? null;
  const admin = idOf('admin@podoffice.test');
  const listing = idOf('listing@podoffice.test');
  const daysAgo = (days: number, hour = 9) =>
    new Date(now.getTime() - days * DAY_MS - hour * 3_600_000);

  const levels = await tx
    .insert(userLevels)
    .values(
      DEMO_LEVELS.map((level, i) => ({
        ...level,
        createrId: i % 2 ? listing : admin,
        createdAt: daysAgo(120 - i * 7),
        updatedAt: daysAgo(120 - i * 7),
      })),
    )
    .returning({ id: userLevels.id, name: userLevels.name });
  for (const [email, name] of Object.entries(SELLER_LEVELS)) {
    const level = levels.find((l) => l.name === name);
    const id = idOf(email);
    if (level && id) await tx.update(users).set({ levelId: level.id }).where(eq(users.id, id));
  }

  const routine: DemoNews[] = ROUTINE_TOPICS.map((title, i) => ({
    title,
    by: i % 2 ? 'listing' : 'admin',
    notification: i % 5 === 0,
    content: `<p>${title}: details are in the catalogue and the guideline pages.</p>`,
  }));
  // Newest first in the lists: the featured items are the most recent.
  const all = [...DEMO_NEWS, ...routine];
  await tx.insert(news).values(
    all.map((item, i) => ({
      title: item.title,
      content: item.content,
      status: item.status ?? true,
      notification: item.notification ?? false,
      sendMail: item.sendMail ?? false,
      createrId: item.by === 'admin' ? admin : listing,
      createdAt: daysAgo(1 + i * 4, i % 8),
      updatedAt: daysAgo(1 + i * 4, i % 8),
    })),
  );

  await tx.insert(categories).values(
    DEMO_CATEGORIES.map((title, i) => ({
      title,
      description: `${title} printed on demand.`,
      status: !INACTIVE_CATEGORIES.has(title),
      createdAt: daysAgo(125 - i),
      updatedAt: daysAgo(125 - i),
    })),
  );
}
