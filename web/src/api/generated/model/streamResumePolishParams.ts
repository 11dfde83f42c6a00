/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type StreamResumePolishParams = {
/**
 * The resume to polish.
 */
resumeId: string;
/**
 * The job description to polish against.
 */
jobDescriptionId: string;
};
