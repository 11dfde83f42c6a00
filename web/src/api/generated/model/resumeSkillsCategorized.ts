/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Skill category (e.g. 'Programming Languages') to the skills in it.
 */
export type ResumeSkillsCategorized = {[key: string]: string[]};
