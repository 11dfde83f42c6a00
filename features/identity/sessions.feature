Feature: Sessions stay fresh and stolen refresh tokens are useless
  The access token is short-lived; the refresh token lives in an HttpOnly cookie, is rotated on
  every refresh, and a spent refresh token presented again revokes the whole session. Signing
  out or changing the password ends every access token issued before at once.

  Scenario: Refreshing rotates the refresh token
    Given I am signed in as a new user
    When my browser refreshes the session
    Then the response has status 200
    And the browser holds a new refresh token

  Scenario: A spent refresh token coming back ends the session for everyone holding it
    Given I am signed in as a new user
    And my browser refreshes the session
    And a minute passes
    When an attacker replays the refresh token I had before
    Then the response has status 401
    When my browser refreshes the session
    Then the response has status 401

  Scenario: Signing out ends the session
    Given I am signed in as a new user
    When I sign out
    And my browser refreshes the session
    Then the response has status 401

  Scenario: Signing out ends the access token too
    Given I am signed in as a new user
    When I sign out
    And a client calls GET "/api/user/profile"
    Then the response has status 401
    And the response field "message" is "Your session has expired. Please sign in again."

  Scenario: Changing the password keeps this browser signed in through one refresh
    Given I am signed in as a new user
    When I change my password to "N3w!password"
    Then the response has status 200
    When a client calls GET "/api/user/profile"
    Then the response has status 401
    When my browser refreshes the session
    Then the response has status 200
    When a client calls GET "/api/user/profile"
    Then the response has status 200
