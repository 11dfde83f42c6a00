/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SavePolishedRequest {
  /**
     * File name of the new resume, e.g. 'Jane Doe Resume - Polished.pdf'.
     * @minLength 1
     * @maxLength 200
     */
  newName: string;
  /**
     * The polished resume as markdown.
     * @minLength 1
     * @maxLength 100000
     */
  content: string;
}
