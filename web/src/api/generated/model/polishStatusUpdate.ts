/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Data of `status_update`.
 */
export interface PolishStatusUpdate {
  message: string;
  /**
     * Index of the work experience being polished; null for other steps.
     * @minimum 0
     * @nullable
     */
  processingIndex: number | null;
}
