import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote } from '../../test/support/accounts.ts';
import {
  answerByText,
  type Journey,
  PASSWORD,
  startJourney,
  uploadDocument,
  verifiedUser,
} from './browser.ts';

/** Set SCREENSHOT_DIR to keep a picture of every page at both sizes. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

const RESUME = `Jordan Ellis
Senior Backend Engineer
jordan.ellis@example.com | Lisbon

Summary
Backend engineer with seven years of building web services.

Experience
Senior Backend Engineer, Northwind Labs, Jan 2020 - Present
- Built Python APIs on PostgreSQL serving 2 million requests a day
- Moved 40 services to AWS with Docker, cutting hosting costs by 30%

Backend Engineer, Contoso, Jun 2017 - Dec 2019
- Designed PostgreSQL schemas and Python jobs for billing data

Skills
Python, PostgreSQL, AWS, Docker
`;
const JOB = `Senior Backend Engineer at Globex

Requirements
- 5+ years of Python in production
- Deep PostgreSQL experience
- Designing REST APIs
`;
const ANSWER =
  'Our order API slowed down under load. I profiled the Python service, found an N+1 query ' +
  'against PostgreSQL and batched the reads; latency dropped from 900 ms to 120 ms.';

/**
 * Every control that something else lies over, at any scroll position from the top to the end of the
 * page: anything fixed to the window that it passes under, and, looked at every 200 px of scrolling,
 * anything on its middle or any of its quarters that would take a click meant for it. Content passing
 * under the page's own sticky header or action bar while it scrolls is how those bars work; anything
 * else on top (a floating button) is reported, with what lies over the control.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], ' +
      '[role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex="0"]';
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `${el.tagName.toLowerCase()} "${name.slice(0, 50)}"`;
    };
    const inSticky = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'sticky') return true;
      return false;
    };
    /** The part of a box its scrolling or clipping ancestors let through, in the window. */
    const visible = (el: Element, r: DOMRect) => {
      let left = Math.max(r.left, 0);
      let top = Math.max(r.top, 0);
      let right = Math.min(r.right, innerWidth);
      let bottom = Math.min(r.bottom, innerHeight);
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = e.getBoundingClientRect();
        left = Math.max(left, c.left);
        top = Math.max(top, c.top);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return { left, top, width: right - left, height: bottom - top };
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

    const found = new Set<string>();
    const end = document.documentElement.scrollHeight - innerHeight;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      // screen-reader-only text, hidden or unclickable (disabled) controls
      return style.visibility === 'visible' && Number(style.opacity) > 0 && style.pointerEvents !== 'none';
    };

    // Whatever is fixed to the window and on top where it is: a control of the page's flow passes
    // under it at some scroll position if their columns overlap and its rows come by while scrolling.
    window.scrollTo(0, 0);
    await frame();
    const fixed = [...document.querySelectorAll('body *')].filter((el) => {
      if (getComputedStyle(el).position !== 'fixed' || !shown(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && (el === top || el.contains(top));
    });
    for (const over of fixed) {
      const f = over.getBoundingClientRect();
      for (const el of document.querySelectorAll(controls)) {
        if (fixed.some((f) => f.contains(el)) || inSticky(el) || !shown(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 4 || r.height < 4) continue;
        const across = Math.min(r.right, f.right) - Math.max(r.left, f.left);
        const passes = r.top - end < f.bottom && r.bottom > f.top;
        if (across > 1 && passes) found.add(`${describe(el)} passes under ${describe(over)}`);
      }
    }

    const positions: number[] = [];
    for (let y = 0; y < end; y += 200) positions.push(y);
    positions.push(Math.max(end, 0));
    for (const y of positions) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      for (const el of document.querySelectorAll(controls)) {
        if (!shown(el)) continue;
        const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
        // a link wrapping over two lines is two boxes
        for (const box of el.getClientRects()) {
          const v = visible(el, box);
          if (v.width < 4 || v.height < 4) continue;
          for (const [fx, fy] of [
            [0.5, 0.5],
            [0.25, 0.25],
            [0.75, 0.25],
            [0.25, 0.75],
            [0.75, 0.75],
          ] as const) {
            const hit = document.elementFromPoint(v.left + v.width * fx, v.top + v.height * fy);
            if (!hit || el === hit || el.contains(hit)) continue;
            // a click on a control's own label reaches the control
            if (labels && [...labels].some((label) => label.contains(hit))) continue;
            if (inSticky(hit) && !inSticky(el)) continue;
            found.add(`${describe(el)} lies under ${describe(hit)}`);
          }
        }
      }
    }
    window.scrollTo(0, 0);
    await frame();
    return [...found];
  });
}

/** Waits until the page shows its heading and has nothing left loading. */
async function settled(page: Page, heading: RegExp | string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [role="progressbar"][aria-label="Loading page"]'),
    undefined,
    { timeout: 15_000 },
  );
  // late layout: fonts, images and lists filling in
  await page.waitForTimeout(250);
}

type Route = { path: string; heading: RegExp | string; title: string };

/** Checks the page already open at the given size: nothing on top of its controls, and its tab title. */
async function checkOpenPage(page: Page, size: Size, route: Route, titles: Map<string, string>) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await settled(page, route.heading);
  const label = `${route.path} at ${size.width}px`;
  expect.soft(await coveredControls(page), label).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
    size.width,
  );
  const title = await page.title();
  expect.soft(title, label).toBe(route.title);
  titles.set(route.path, title);
  if (SCREENSHOT_DIR) {
    const file = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${file}-${size.name}.png` });
  }
}

async function checkRoute(j: Journey, page: Page, size: Size, route: Route, titles: Map<string, string>) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(`${j.baseUrl}${route.path}`);
  await checkOpenPage(page, size, route, titles);
}

describe('nothing floats over what a person clicks, and every page names itself in the tab', () => {
  let j: Journey;
  let page: Page;
  let email = '';
  let reportPath = '';
  let reportTitle = '';
  let ticketPath = '';
  /** Each page's tab title, by path: no two pages share one. */
  const titles = new Map<string, string>();

  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
  });
  afterAll(async () => {
    await j?.close();
  });

  it('gets a person a finished interview, a saved application, a ticket and an announcement', async () => {
    email = await verifiedUser(j, page, 'Jordan Ellis');
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', 'jordan-resume.txt', RESUME);
    await uploadDocument(page, 'job', 'globex-backend.txt', JOB);
    await page.goto(`${j.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.getByText('Behavioral', { exact: true }).click();
    await page.getByText('Text Only').click();
    await page.getByLabel('Number of questions').fill('1');
    await page.getByRole('button', { name: 'Start My Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview`);
    await answerByText(page, ANSWER);
    reportPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1 }).waitFor();
    reportTitle = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(reportTitle).not.toBe('');

    await page.goto(`${j.baseUrl}/dashboard`);
    await page.getByRole('button', { name: /Save for Later/ }).click();
    const save = page.getByRole('dialog', { name: 'Save Application' });
    await save.getByRole('textbox', { name: 'Application name' }).fill('Senior Backend Engineer at Globex');
    await save.getByRole('button', { name: 'Save' }).click();
    await save.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Practice Senior Backend Engineer at Globex' }).waitFor();

    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const opened = await j.app.request('/api/support/tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ feedback_type: 'Bug Report', message: 'The report PDF cuts off long answers.' }),
    });
    expect(opened.status).toBe(201);
    ticketPath = `/settings/support/${((await opened.json()) as { id: string }).id}`;

    const now = new Date();
    await j.app.database.orm.em
      .fork()
      .getConnection()
      .execute(
        'insert into announcements (id, type, message, created_at, updated_at) values (?, ?, ?, ?, ?)',
        [crypto.randomUUID(), 'Informational', 'New: practise coding interviews in six languages.', now, now],
      );
  }, 120_000);

  for (const size of SIZES) {
    it(`keeps the member pages' controls clear at ${size.width}px`, async () => {
      const routes: Route[] = [
        { path: '/dashboard', heading: /Welcome/, title: 'Dashboard · Interview Coach' },
        { path: '/documents', heading: 'My Documents', title: 'My Documents · Interview Coach' },
        { path: '/history', heading: 'Interview History', title: 'Interview History · Interview Coach' },
        { path: '/notifications', heading: 'Notifications', title: 'Notifications · Interview Coach' },
        { path: reportPath, heading: reportTitle, title: `${reportTitle} · Interview Coach` },
        { path: '/settings', heading: 'Personal Information', title: 'Profile Settings · Interview Coach' },
        { path: '/settings/password', heading: 'Password', title: 'Password Settings · Interview Coach' },
        { path: '/settings/billing', heading: 'Billing', title: 'Billing · Interview Coach' },
        { path: '/settings/plan', heading: 'Manage Plan', title: 'Manage Plan · Interview Coach' },
        {
          path: '/settings/notifications',
          heading: 'Notifications',
          title: 'Notification Settings · Interview Coach',
        },
        {
          path: '/settings/support',
          heading: 'My Support Tickets',
          title: 'My Support Tickets · Interview Coach',
        },
        { path: ticketPath, heading: 'Bug Report ticket', title: 'Bug Report Ticket · Interview Coach' },
        { path: '/pricing', heading: 'Find the perfect plan', title: 'Pricing · Interview Coach' },
        { path: '/tips', heading: 'Interview Tips', title: 'Interview Tips · Interview Coach' },
        { path: '/contact', heading: 'Contact Us', title: 'Contact Us · Interview Coach' },
        { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · Interview Coach' },
      ];
      for (const route of routes) await checkRoute(j, page, size, route, titles);

      // the feedback button is in the header, in the window, at every size
      await page.goto(`${j.baseUrl}/dashboard`);
      const feedback = page.getByRole('banner').getByRole('button', { name: 'Send feedback' });
      const box = await feedback.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);

      // the interview setup opens from the dashboard with the chosen documents
      await settled(page, /Welcome/);
      await page.getByRole('button', { name: 'Start Interview' }).click();
      await page.waitForURL(`${j.baseUrl}/interview-setup`);
      await checkOpenPage(
        page,
        size,
        {
          path: '/interview-setup',
          heading: 'Setup Your Interview',
          title: 'Interview Setup · Interview Coach',
        },
        titles,
      );
    }, 240_000);
  }

  it('keeps the polish page clear, with Finalize & Save reachable at both sizes', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${j.baseUrl}/documents`);
    await page.getByRole('button', { name: 'Polish a Resume' }).click();
    const wizard = page.getByRole('dialog', { name: 'Polish a Resume' });
    await wizard.getByRole('radio', { name: /jordan-resume\.txt/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /globex-backend\.txt/ }).check();
    await wizard.getByRole('button', { name: 'Polish Resume' }).click();
    await page.waitForURL(`${j.baseUrl}/polish-resume`);
    await page.getByRole('heading', { level: 1, name: 'AI Resume Polish' }).waitFor({ timeout: 30_000 });
    const finalize = page.getByRole('button', { name: 'Finalize & Save' });
    await expect.poll(() => finalize.isEnabled(), { timeout: 30_000 }).toBe(true);
    const route = {
      path: '/polish-resume',
      heading: 'AI Resume Polish',
      title: 'AI Resume Polish · Interview Coach',
    };
    for (const size of SIZES) {
      await checkOpenPage(page, size, route, titles);
      await finalize.scrollIntoViewIfNeeded();
      // a click on it lands on it, not on anything over it
      await finalize.click({ trial: true });
    }
  }, 120_000);

  it('keeps the admin pages clear at both sizes', async () => {
    await promote(j.app, email, 'admin');
    // the role is read from a new sign-in
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${j.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const ticketId = ticketPath.split('/').pop();
    const routes: Route[] = [
      { path: '/admin/dashboard', heading: 'Admin Dashboard', title: 'Admin Dashboard · Interview Coach' },
      { path: '/admin/users', heading: 'Users', title: 'Users · Admin · Interview Coach' },
      { path: '/admin/settings', heading: 'Admin Settings', title: 'Admin Settings · Interview Coach' },
      {
        path: '/admin/announcements',
        heading: 'Announcements',
        title: 'Announcements · Admin · Interview Coach',
      },
      { path: '/admin/audit-log', heading: 'Audit Log', title: 'Audit Log · Admin · Interview Coach' },
      {
        path: '/admin/activity-log',
        heading: 'Activity Log',
        title: 'Activity Log · Admin · Interview Coach',
      },
      {
        path: '/admin/support-tickets',
        heading: 'Support Tickets',
        title: 'Support Tickets · Admin · Interview Coach',
      },
      {
        path: `/admin/support-tickets/${ticketId}`,
        heading: 'Bug Report',
        title: 'Bug Report Ticket · Admin · Interview Coach',
      },
    ];
    for (const size of SIZES) {
      for (const route of routes) await checkRoute(j, page, size, route, titles);
      // staff see the member shell with its Admin link too
      await checkRoute(
        j,
        page,
        size,
        { path: '/dashboard', heading: /Welcome/, title: 'Dashboard · Interview Coach' },
        titles,
      );
    }
  }, 240_000);

  it('gives every page a title of its own', () => {
    expect(titles.size).toBeGreaterThan(25);
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});
