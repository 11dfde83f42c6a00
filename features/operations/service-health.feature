Feature: The service reports its health and speaks one error language
  Operators and integrators rely on liveness and readiness probes, and every answer that is
  not a success carries the shared error envelope with a code the client can act on.

  Scenario: Liveness answers while the process runs
    When a client calls GET "/api/health"
    Then the response has status 200
    And the response field "status" is "ok"

  Scenario: Readiness checks the database
    When a client calls GET "/api/ready"
    Then the response has status 200
    And the response field "status" is "ready"
    And the response field "checks.database" is "ok"

  Scenario: An unknown API path is not found
    When a client calls GET "/api/nothing-here"
    Then the response has status 404
    And the response is an error envelope with code "NOT_FOUND"

  Scenario: A request that breaks the contract is refused with the reasons
    When a client calls POST "/api/auth/signup" with the body:
      """
      { "name": "Ada Lovelace", "email": "ada-at-example" }
      """
    Then the response has status 400
    And the response is an error envelope with code "VALIDATION_FAILED"
    And the error details name the field "email"
    And the error details name the field "password"
