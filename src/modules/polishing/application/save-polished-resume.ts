import { AppError, ValidationError } from '../../../shared/kernel/app-error.ts';
import { FREE_PLAN_UPLOAD_MESSAGE } from '../../documents/index.ts';
import { fileNameFor } from '../domain/file-names.ts';
import { polishedSaveAllowance } from '../domain/polish-allowance.ts';
import { hasResumeText } from '../domain/resume-markdown.ts';
import type { PolishAccess } from '../ports/polish-access.ts';
import type { PolishedResumeStore } from '../ports/polished-resume-store.ts';
import type { ResumeRenderer } from '../ports/resume-renderer.ts';

export interface SaveRequest {
  userId: string;
  newName: string;
  /** The polished resume as markdown. */
  content: string;
}

/**
 * 'Finalize & Save': the polished resume rendered as a text PDF and kept as a new resume, so it
 * can be analysed and used in interviews like an upload. On the Free plan it needs the completed
 * one-time polish, and one polished resume may be kept (outside the one-resume upload limit); a
 * further one answers the Free plan's resume limit. The plan and the limit are checked before the
 * PDF is made (and the limit again when the resume is stored).
 */
export class SavePolishedResume {
  readonly #access: PolishAccess;
  readonly #renderer: ResumeRenderer;
  readonly #store: PolishedResumeStore;
  constructor(access: PolishAccess, renderer: ResumeRenderer, store: PolishedResumeStore) {
    this.#access = access;
    this.#renderer = renderer;
    this.#store = store;
  }

  async execute(request: SaveRequest): Promise<{ id: string; name: string; url: string }> {
    const { userId } = request;
    const standing = await this.#access.standing(userId);
    // used_polish_feature is set exactly when a polish reached done
    const allowance = polishedSaveAllowance(standing, standing.usedPolish);
    if (!allowance.allowed) throw new AppError('UPGRADE_REQUIRED', allowance.message);
    if (!hasResumeText(request.content))
      throw new ValidationError('The polished resume is empty.', [
        { path: ['content'], message: 'The polished resume has no text.', code: 'empty' },
      ]);
    const limit = { userId, maxPolished: allowance.maxPolished, limitMessage: FREE_PLAN_UPLOAD_MESSAGE };
    await this.#store.assertRoom(limit);
    return this.#store.save({
      ...limit,
      fileName: fileNameFor(request.newName, 'pdf'),
      pdf: await this.#renderer.pdf(request.content),
    });
  }
}
