Feature: Deleting one's own account asks for a confirmation first
  Deleting one's own account is never one click: the person gives their password first, or, for
  an account without a password (Google sign-in), types their e-mail address again, as the admin
  area asks before deleting someone. A missing or wrong confirmation is refused plainly and
  deletes nothing. Wrong passwords slow the next tries on the account as sign-in does: five are
  free, then each waits longer, at most a minute.

  Scenario: The right password deletes the account
    Given I am signed in as a new user
    When I delete my account with my password
    Then the response has status 204
    And my account is gone

  Scenario: A wrong password deletes nothing
    Given I am signed in as a new user
    When I delete my account with the password "Wr0ng!pass"
    Then the response has status 400
    And the response is an error envelope with code "VALIDATION_FAILED"
    And the response field "message" is "Password is incorrect."
    And the error details name the field "password"
    And my account still works

  Scenario: Deleting without a confirmation deletes nothing
    Given I am signed in as a new user
    When I delete my account without confirming
    Then the response has status 400
    And the error details name the field "password"
    And my account still works

  Scenario: Wrong passwords slow the next tries, never lock the account
    Given I am signed in as a new user
    When I delete my account with the password "Wr0ng!pass" 5 times
    And I delete my account with my password
    Then the response has status 429
    And the response is an error envelope with code "RATE_LIMITED"
    And the response asks to wait 1 second
    And my account still works
    When 1 second passes
    And I delete my account with my password
    Then the response has status 204
