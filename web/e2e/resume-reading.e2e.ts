import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorpusEntry, corpus } from '../../test/resume-corpus/corpus.ts';
import { renderPdf } from '../../test/resume-corpus/render-pdf.ts';
import {
  type Journey,
  parseStream,
  polishFromWizard,
  pdfText,
  squash,
  startJourney,
  suggestionLines,
  uploadDocument,
  verifiedUser,
} from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the review page. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const JOB_NAME = 'frontend-lead.txt';
const JOB = `Senior Frontend Engineer

Requirements
- 5+ years building web applications with React and TypeScript
- Accessibility (WCAG) and automated testing with Playwright
- Design systems and close work with designers
`;
/** The correction the person makes, which the saved resume must carry. */
const CORRECTED_LOCATION = 'Brooklyn, NY';

/** A two-column resume of the labelled parsing set, with the truth of what it says. */
const resume = corpus().find(
  (e): e is Extract<CorpusEntry, { kind: 'rendered' }> =>
    e.kind === 'rendered' && e.split === 'open' && e.template.layout === 'two-column',
)!;
const RESUME_NAME = `${resume.truth.id}.pdf`;

/** The roles on the review page, each with its employer field's value. */
async function rolesOnPage(page: Page) {
  const roles = page.getByRole('group', { name: /^Role \d+$/ });
  const out: { name: string; employer: string }[] = [];
  for (let i = 0; i < (await roles.count()); i += 1) {
    const role = roles.nth(i);
    out.push({
      name: (await role.getByRole('heading').textContent()) ?? '',
      employer: await role.getByLabel('Employer').inputValue(),
    });
  }
  return out;
}

describe('a job seeker checks what was read from a two-column PDF, then polishes and saves it', () => {
  let j: Journey;
  let page: Page;
  const suggested = new Map<number, string>();
  const originals = new Map<number, string>();
  let savedName = '';
  let acceptedIndex = -1;

  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
  });
  afterAll(async () => {
    await j?.close();
  });

  it('uploads the PDF and opens Review what we read from its card', async () => {
    await verifiedUser(j, page, 'Mei-Lin Zhou');
    await page.goto(`${j.baseUrl}/documents`);
    const bytes = await renderPdf({ truth: resume.truth, template: resume.template });
    await uploadDocument(page, 'resume', RESUME_NAME, { bytes, mimeType: 'application/pdf' });
    await uploadDocument(page, 'job', JOB_NAME, JOB);
    await page.getByRole('link', { name: `Review what we read in ${RESUME_NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Review what we read' }).waitFor();
    await page.getByRole('group', { name: 'Role 1' }).waitFor();
  });

  it('shows the roles as read, and keeps a correction', async () => {
    const companies = resume.truth.roles.map((r) => r.company);
    const read = await rolesOnPage(page);
    for (const company of companies) expect(read.map((r) => r.employer)).toContain(company);
    // a role the reading made up from another part of the page goes, as a person would remove it
    for (const role of read.reverse())
      if (!companies.includes(role.employer))
        await page.getByRole('button', { name: `Remove ${role.name.toLowerCase()}` }).click();
    expect((await rolesOnPage(page)).map((r) => r.employer)).toEqual(companies);

    const first = page.getByRole('group', { name: 'Role 1' });
    await first.getByLabel('Location').fill(CORRECTED_LOCATION);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/review.png`, fullPage: true });
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/reading') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Save corrections' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByText('Saved. Match analysis, interviews and polish now use this.').waitFor();
    await page.getByText('Corrected by you').waitFor();

    // what the person confirmed is what they find when they come back
    await page.reload();
    await expect
      .poll(() => page.getByRole('group', { name: 'Role 1' }).getByLabel('Location').inputValue())
      .toBe(CORRECTED_LOCATION);
  });

  it('polishes the corrected resume, accepting a suggestion and rejecting one', async () => {
    await page.goto(`${j.baseUrl}/documents`);
    await page.route('**/api/resume/polish-stream**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      for (const { event, data } of parseStream(body)) {
        if (event === 'parsing_complete') {
          const read = data.structuredResume as {
            summary: string;
            workExperience: { description: string }[];
          };
          originals.set(-1, read.summary);
          for (const [index, role] of read.workExperience.entries()) originals.set(index, role.description);
        }
        if (event === 'summary_suggestion') suggested.set(-1, String(data.suggested));
        if (event === 'work_experience_suggestion') suggested.set(Number(data.index), String(data.suggested));
      }
      await route.fulfill({ response, body });
    });
    await polishFromWizard(j, page, RESUME_NAME, JOB_NAME);
    await page.unroute('**/api/resume/polish-stream**');
    // the polish read the corrected structure: the roles the person kept, nothing else
    expect(originals.size).toBe(1 + resume.truth.roles.length);
    // the first experience whose suggestion says something new is accepted; the summary's is rejected
    acceptedIndex = [...suggested.keys()]
      .filter((i) => i >= 0 && squash(suggested.get(i) ?? '') !== squash(originals.get(i) ?? ''))
      .sort((a, b) => a - b)[0]!;
    expect(acceptedIndex, 'an experience with a new wording').toBeGreaterThanOrEqual(0);

    const name = (await page.getByRole('article').nth(acceptedIndex).getAttribute('aria-label')) ?? '';
    const accepted = page.getByRole('article', { name, exact: true });
    await accepted.getByRole('button', { name: /^Accept/ }).click();
    await accepted.getByText('Accepted', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reject suggestion for Professional Summary' }).click();
  });

  it('saves the polished resume, whose PDF keeps every employer and date, the accepted wording and not the rejected one', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Preview' }).waitFor();
    await page.getByRole('button', { name: 'Looks Good, Save It' }).click();
    const naming = page.getByRole('dialog', { name: 'Save Polished Resume' });
    savedName = await naming.getByRole('textbox', { name: 'Resume name' }).inputValue();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resume/save-polished')),
      naming.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(201);
    const done = page.getByRole('dialog', { name: 'Polished Resume Saved' });
    await done.getByRole('button', { name: 'Return to Documents' }).click();
    await page.waitForURL(`${j.baseUrl}/documents`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${savedName}` }).click(),
    ]);
    const text = squash(await pdfText(new Uint8Array(await readFile(await download.path()))));

    for (const role of resume.truth.roles) {
      expect(text, role.company).toContain(squash(role.company));
      expect(text, role.start).toContain(role.start);
      if (role.end) expect(text, role.end).toContain(role.end);
    }
    expect(text).toContain(CORRECTED_LOCATION);
    for (const line of suggestionLines(suggested.get(acceptedIndex) ?? ''))
      expect(text, 'the accepted suggestion').toContain(squash(line));
    // the summary's suggestion was rejected: its original is saved, and what only the suggestion said is not
    const summary = squash(originals.get(-1) ?? '');
    expect(summary.length).toBeGreaterThan(0);
    expect(text).toContain(summary);
    const rejectedOnly = squash(suggested.get(-1) ?? '')
      .replace(summary, '')
      .trim();
    expect(rejectedOnly.length).toBeGreaterThan(0);
    expect(text).not.toContain(rejectedOnly);
  });
});
