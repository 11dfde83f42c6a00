/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SkillScore {
  /** e.g. 'Technical Skills', 'Communication'. */
  skill: string;
  /**
     * @minimum 0
     * @maximum 10
     */
  score: number;
}
