/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ClientErrorReport {
  /**
     * @minLength 1
     * @maxLength 2000
     */
  message: string;
  /** @maxLength 10000 */
  stack?: string;
  /**
     * The page the error happened on.
     * @maxLength 2000
     */
  url: string;
  /**
     * The id the error page showed the person, if any.
     * @maxLength 100
     */
  errorId?: string;
  /** @maxLength 500 */
  userAgent?: string;
}
