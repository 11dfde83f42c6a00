import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { PolishPlan } from '../domain/polish-allowance.ts';
import type { PolishAccess } from '../ports/polish-access.ts';
import type { PolishedLimit, PolishedResumeStore } from '../ports/polished-resume-store.ts';
import type { ResumeRenderer } from '../ports/resume-renderer.ts';
import { SavePolishedResume } from './save-polished-resume.ts';

const RESUME_LIMIT =
  'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.';

/** A use case over fakes that records what was done, in order. */
function saving(plan: PolishPlan, kept: number) {
  const done: string[] = [];
  const access: PolishAccess = {
    assertMayUseAi: async () => {},
    standing: async () => plan,
    recordUsed: async () => {},
  };
  const renderer: ResumeRenderer = {
    pdf: async () => {
      done.push('pdf');
      return new Uint8Array([1]);
    },
    docx: async () => new Uint8Array(),
    text: async () => new Uint8Array(),
  };
  const full = (limit: PolishedLimit) => limit.maxPolished !== null && kept >= limit.maxPolished;
  const store: PolishedResumeStore = {
    assertRoom: async (limit) => {
      done.push('room');
      if (full(limit)) throw new AppError('UPGRADE_REQUIRED', limit.limitMessage);
    },
    save: async (input) => {
      done.push('save');
      if (full(input)) throw new AppError('UPGRADE_REQUIRED', input.limitMessage);
      return { id: 'r-1', name: input.fileName, url: '/f' };
    },
  };
  const run = () =>
    new SavePolishedResume(access, renderer, store).execute({
      userId: 'u-1',
      newName: 'Polished.pdf',
      content: '# Maya Chen\nEngineer',
    });
  return { run, done };
}

describe('saving a polished resume', () => {
  it('on the Free plan, with its one polished resume kept, answers the resume limit before making a PDF', async () => {
    const { run, done } = saving({ free: true, usedPolish: true }, 1);
    await expect(run()).rejects.toMatchObject({ code: 'UPGRADE_REQUIRED', message: RESUME_LIMIT });
    expect(done).toEqual(['room']);
  });

  it('without the one-time polish done answers before making a PDF', async () => {
    const { run, done } = saving({ free: true, usedPolish: false }, 0);
    await expect(run()).rejects.toMatchObject({ code: 'UPGRADE_REQUIRED' });
    expect(done).toEqual([]);
  });

  it('with room checks it, makes the PDF, then stores it (checking again)', async () => {
    const { run, done } = saving({ free: true, usedPolish: true }, 0);
    await expect(run()).resolves.toMatchObject({ name: 'Polished.pdf' });
    expect(done).toEqual(['room', 'pdf', 'save']);
  });
});
