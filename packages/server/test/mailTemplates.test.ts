import { and, eq, ilike } from 'drizzle-orm';
import {
  MAIL_TEMPLATE_KEYS,
  SETTINGS_MESSAGES,
  formatMoney,
  missingPlaceholder,
} from '@podoffice/domain';
import { activityLogs, appSettings, balances, outbox, systemLogs } from '../src/db/schema';
import { BUILT_IN_TEMPLATES, fillPlaceholders, renderMail } from '../src/mail/templates';
import { demoEmail, mailedLink, startTestApi, type TestApi } from './harness';

const SAVE = `mutation Save($input: [AppSettingInput!]!) { saveAppSettings(input: $input) { name } }`;
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) }`;
const RESET = `mutation Reset($email: String!) { resetPassword(email: $email) }`;
const SITES = `query { sites(filter: { limit: 99 }) { hits { id title } } }`;
const CREATE = `mutation Create($site: ID!, $amount: Float!, $txn: String!, $notes: String) {
  createBalance(transaction_id: $txn, site_id: $site, amount: $amount, action_notes: $notes, approved: false) { id amount }
}`;
const DECIDE = `mutation Decide($id: ID!, $status: BalanceStatus!) { updateBalance(id: $id, status: $status) { id status } }`;

const SELLER = 'seller@podoffice.test';

let api: TestApi;
let admin: string;
let seller: string;
let site: { id: string; title: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(demoEmail('Administrator'));
  seller = await api.tokenFor(SELLER);
  const { sites } = await api.ok<{ sites: { hits: { id: string; title: string }[] } }>(
    SITES,
    {},
    seller,
  );
  site = sites.hits[0]!;
});
afterAll(() => api?.close());

async function saveTemplate(key: string, subject: string, message: string) {
  await api.ok(
    SAVE,
    {
      input: [
        { name: `mail_${key}_subject`, value: subject },
        { name: `mail_${key}_message`, value: message },
      ],
    },
    admin,
  );
}

async function newest(to: string) {
  const [mail] = await api.outbox(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

async function deposit(amount: number, txn: string) {
  const { createBalance } = await api.ok<{ createBalance: { id: string; amount: number } }>(
    CREATE,
    { site: site.id, amount, txn, notes: 'June top-up' },
    seller,
  );
  return createBalance;
}

describe('rendering', () => {
  test('fills known placeholders, keeps unknown ones as written', () => {
    expect(
      fillPlaceholders('Hi {{first_name}}, {{ amount }} {{nope}}', {
        first_name: 'Sam',
        amount: '$5.00',
      }),
    ).toBe('Hi Sam, $5.00 {{nope}}');
  });

  test('makes HTML paragraphs with escaped text and live links, and a one-line subject', () => {
    const mail = renderMail(
      'a@b.co',
      { subject: 'Hello\n{{name}}', message: 'A <b>bold</b> move.\n\nGo to {{link}}\nnow' },
      { name: 'Ann', link: 'https://x.test/a?b=1' },
    );
    expect(mail.subject).toBe('Hello Ann');
    expect(mail.text).toBe('A <b>bold</b> move.\n\nGo to https://x.test/a?b=1\nnow\n');
    expect(mail.html).toBe(
      '<p>A &#60;b&#62;bold&#60;/b&#62; move.</p>\n<p>Go to <a href="https://x.test/a?b=1">https://x.test/a?b=1</a><br>now</p>',
    );
  });
});

const newcomer = (email: string) => ({
  input: {
    first_name: 'Nia',
    last_name: 'Lopez',
    email,
    pass: 'Start#2026',
    phone: '0123456789',
  },
});

describe('account mails', () => {
  test('the welcome mail uses the built-in text until an Administrator edits it', async () => {
    await api.ok(REGISTER, newcomer('first.welcome@podoffice.test'));
    const builtIn = await newest('first.welcome@podoffice.test');
    expect(builtIn.subject).toBe(BUILT_IN_TEMPLATES.welcome.subject);
    expect(builtIn.text).toMatch(/^Hello Nia,/);

    await saveTemplate(
      'welcome',
      'Welcome aboard, {{first_name}}!',
      'Dear {{first_name}} {{last_name}} ({{email}}),\n\nActivate here: {{link}}\n\nSee you at {{app_url}}',
    );
    await api.ok(REGISTER, newcomer('second.welcome@podoffice.test'));
    const edited = await newest('second.welcome@podoffice.test');
    const link = await mailedLink(api, 'second.welcome@podoffice.test', '/verify/');
    expect(edited.subject).toBe('Welcome aboard, Nia!');
    expect(edited.text).toBe(
      `Dear Nia Lopez (second.welcome@podoffice.test),\n\nActivate here: ${link}\n\nSee you at ${api.server.url}\n`,
    );
    expect(edited.html).toContain(`<a href="${link}">`);
  });

  test('the password recovery mail uses the edited template', async () => {
    await saveTemplate(
      'password_recovery',
      'Reset for {{email}}',
      'Choose a new password: {{link}}',
    );
    await api.ok(RESET, { email: SELLER });
    const mail = await newest(SELLER);
    const link = await mailedLink(api, SELLER, '/reset-password?token=');
    expect(mail.subject).toBe(`Reset for ${SELLER}`);
    expect(mail.text).toBe(`Choose a new password: ${link}\n`);
  });
});

describe('placeholders a mail needs', () => {
  const storedTemplates = () =>
    api.server.db
      .select({ name: appSettings.name, value: appSettings.value })
      .from(appSettings)
      .where(ilike(appSettings.name, 'mail_%'))
      .orderBy(appSettings.name);

  test('every built-in template holds the placeholders its mail needs', () => {
    for (const key of MAIL_TEMPLATE_KEYS) {
      expect(missingPlaceholder(key, BUILT_IN_TEMPLATES[key].message)).toBeUndefined();
    }
  });

  test.each(['welcome', 'password_recovery'])(
    'a %s message without {{link}} is refused, nothing is stored and the mail keeps its link',
    async (key) => {
      const before = await storedTemplates();
      const rows = await api.snapshot(appSettings, activityLogs);
      expect(
        await api.refused(
          SAVE,
          {
            input: [
              { name: `mail_${key}_subject`, value: 'No link today' },
              { name: `mail_${key}_message`, value: 'Hello {{first_name}}, see {{app_url}}' },
            ],
          },
          admin,
        ),
      ).toBe(SETTINGS_MESSAGES.placeholderRequired('link'));
      expect(await storedTemplates()).toEqual(before);
      expect(await api.snapshot(appSettings, activityLogs)).toEqual(rows);

      const to = `no.link.${key}@podoffice.test`;
      if (key === 'welcome') await api.ok(REGISTER, newcomer(to));
      else await api.ok(RESET, { email: demoEmail('Supplier') });
      const mail = await newest(key === 'welcome' ? to : demoEmail('Supplier'));
      expect(mail.subject).not.toBe('No link today');
      expect(mail.text).toMatch(/https?:\/\/\S+\/(verify\/|reset-password\?token=)/);
    },
  );

  test('a message stored without {{link}} before the check mails the built-in text, link included', async () => {
    await api.server.db
      .insert(appSettings)
      .values({ name: 'mail_password_recovery_message', value: 'Reset it on the site.' })
      .onConflictDoUpdate({
        target: appSettings.name,
        set: { value: 'Reset it on the site.' },
      });
    await api.ok(RESET, { email: demoEmail('Listing') });
    const mail = await newest(demoEmail('Listing'));
    const link = await mailedLink(api, demoEmail('Listing'), '/reset-password?token=');
    expect(mail.text).not.toContain('Reset it on the site.');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toMatch(/^Hello \S+,\n\nSomeone asked to reset the password/);
  });
});

describe('deposit mails', () => {
  test('a new deposit mails every Administrator and Accounting user, not the seller', async () => {
    const before = await api.rows(outbox);
    const entry = await deposit(321, 'TXN-MAIL-1');
    expect(await api.rows(outbox)).toBe(before + 2);
    for (const role of ['Administrator', 'Accounting']) {
      const mail = await newest(demoEmail(role));
      expect(mail.subject).toBe(`New deposit of ${formatMoney(entry.amount)} from Sam Carter`);
      expect(mail.text).toContain(`for the site ${site.title}`);
      expect(mail.text).toContain('Transaction ID: TXN-MAIL-1');
      expect(mail.text).toContain('Notes: June top-up');
      expect(mail.text).toContain(`${api.server.url}/balance`);
    }
    expect((await api.outbox(SELLER)).some((m) => m.text.includes('TXN-MAIL-1'))).toBe(false);
  });

  test('the new deposit mail follows its edited template', async () => {
    await saveTemplate(
      'deposit_new',
      'Deposit to check: {{transaction_id}}',
      'Hi {{first_name}}, {{seller}} sent {{amount}}.',
    );
    await deposit(50, 'TXN-MAIL-2');
    const mail = await newest(demoEmail('Accounting'));
    expect(mail.subject).toBe('Deposit to check: TXN-MAIL-2');
    expect(mail.text).toBe(`Hi Grace, Sam Carter sent ${formatMoney(50)}.\n`);
  });

  test('an approval mails the seller the approve template an Administrator edited', async () => {
    const entry = await deposit(200, 'TXN-MAIL-3');
    await saveTemplate(
      'deposit_approve',
      'Approved: {{amount}} on {{site}}',
      'Hello {{first_name}} {{last_name}}, deposit {{transaction_id}} is {{status}}. Fee: {{fee}}.',
    );
    await api.ok(
      DECIDE,
      { id: entry.id, status: 'Approved' },
      await api.tokenFor(demoEmail('Accounting')),
    );
    const mail = await newest(SELLER);
    expect(mail.subject).toBe(`Approved: ${formatMoney(200)} on ${site.title}`);
    expect(mail.text).toBe(
      `Hello Sam Carter, deposit TXN-MAIL-3 is Approved. Fee: ${formatMoney(0)}.\n`,
    );
  });

  test('a denial mails the seller the reject template (built-in until edited)', async () => {
    const entry = await deposit(75, 'TXN-MAIL-4');
    await api.ok(DECIDE, { id: entry.id, status: 'Denied' }, admin);
    const mail = await newest(SELLER);
    expect(mail.subject).toBe(`Your deposit of ${formatMoney(75)} was not approved`);
    expect(mail.text).toContain('(transaction ID TXN-MAIL-4) was denied.');
  });

  test('deciding an order charge sends no mail', async () => {
    const [charge] = await api.server.db
      .select({ id: balances.id })
      .from(balances)
      .where(and(eq(balances.action, 'Fulfilled'), eq(balances.status, 'Pending')))
      .limit(1);
    const before = await api.rows(outbox);
    await api.ok(DECIDE, { id: String(charge!.id), status: 'Approved' }, admin);
    expect(await api.rows(outbox)).toBe(before);
  });
});

describe('a mail server that refuses', () => {
  let broken: TestApi;
  beforeAll(async () => {
    // Port 9 (discard) on the loopback: nothing listens, so every send fails at once.
    broken = await startTestApi({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => broken?.close());

  test('does not undo the deposit or the decision; the system log says which mail failed', async () => {
    const token = await broken.tokenFor(SELLER);
    const { createBalance } = await broken.ok<{ createBalance: { id: string } }>(
      CREATE,
      { site: site.id, amount: 90, txn: 'TXN-MAIL-6' },
      token,
    );
    await broken.ok(
      DECIDE,
      { id: createBalance.id, status: 'Denied' },
      await broken.tokenFor(demoEmail('Administrator')),
    );
    const [row] = await broken.server.db
      .select({ status: balances.status })
      .from(balances)
      .where(eq(balances.id, Number(createBalance.id)));
    expect(row?.status).toBe('Denied');
    const failures = await broken.server.db
      .select({ type: systemLogs.type, message: systemLogs.message })
      .from(systemLogs)
      .where(ilike(systemLogs.message, 'Could not send%'));
    const messages = failures.map((f) => f.message);
    expect(failures.every((f) => f.type === 'mail')).toBe(true);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Could not send "deposit_new" to admin@podoffice.test: /),
        expect.stringMatching(/^Could not send "deposit_new" to accounting@podoffice.test: /),
        expect.stringMatching(/^Could not send "deposit_reject" to seller@podoffice.test: /),
      ]),
    );
  });
});
