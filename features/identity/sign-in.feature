Feature: Signing up and signing in
  Sign-up and sign-in answer with a token; sign-in gives the same answer for an unknown e-mail
  and a wrong password, so nobody can learn who has an account; repeated attempts are slowed.

  Scenario: An e-mail can hold only one account
    Given a registered account "taken@example.com"
    When someone signs up as "TAKEN@example.com" with the password "Str0ng!pass"
    Then the answer has status 409
    And the answer is an error envelope with code "CONFLICT"

  Scenario: A wrong password and an unknown e-mail get the same answer
    Given a registered account "known@example.com"
    When "known@example.com" signs in with the password "Wr0ng!pass"
    Then the answer has status 401
    And the answer field "message" is "Invalid email or password."
    When "nobody.here@example.com" signs in with the password "Wr0ng!pass"
    Then the answer has status 401
    And the answer field "message" is "Invalid email or password."

  Scenario: Too many attempts on one account are refused for a while
    Given a registered account "hammered@example.com"
    When "hammered@example.com" signs in with a wrong password 10 times
    And "hammered@example.com" signs in with the password "Str0ng!pass"
    Then the answer has status 429
    And the answer is an error envelope with code "RATE_LIMITED"
