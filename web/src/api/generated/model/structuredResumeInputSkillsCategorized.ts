/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Skill category to the skills in it.
 */
export type StructuredResumeInputSkillsCategorized = {[key: string]: string[]};
