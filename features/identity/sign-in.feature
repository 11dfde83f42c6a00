Feature: Signing up and signing in
  Sign-up and sign-in answer with a token; sign-in gives the same answer for an unknown e-mail
  and a wrong password, so nobody can learn who has an account. Failed attempts on one account
  slow down its next ones, wherever they come from, by a wait that grows to at most a minute.

  Scenario: An e-mail can hold only one account
    Given a registered account "taken@example.com"
    When someone signs up as "TAKEN@example.com" with the password "Str0ng!pass"
    Then the response has status 409
    And the response is an error envelope with code "CONFLICT"

  Scenario: A wrong password and an unknown e-mail get the same answer
    Given a registered account "known@example.com"
    When "known@example.com" signs in with the password "Wr0ng!pass"
    Then the response has status 401
    And the response field "message" is "Invalid email or password."
    When "nobody.here@example.com" signs in with the password "Wr0ng!pass"
    Then the response has status 401
    And the response field "message" is "Invalid email or password."

  Scenario: Guesses on one account are slowed whatever address they come from, never locked
    Given a registered account "hammered@example.com"
    When "hammered@example.com" signs in with a wrong password 5 times from different addresses
    And "hammered@example.com" signs in with the password "Str0ng!pass"
    Then the response has status 429
    And the response is an error envelope with code "RATE_LIMITED"
    And the response asks to wait 1 second
    When 1 second passes
    Then "hammered@example.com" can sign in with the password "Str0ng!pass"
