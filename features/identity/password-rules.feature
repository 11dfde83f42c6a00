Feature: Password rules
  A password is checked in this order: required, at least 8 characters, an uppercase letter,
  a lowercase letter, a number, and a special character from !@#$%^&*. The first rule it breaks
  is the message the person sees, on the server as in the browser.

  Scenario Outline: Signing up with a password that breaks a rule
    When someone signs up with the password "<password>"
    Then the sign-up is refused with the message "<message>"

    Examples:
      | password   | message                                                                 |
      |            | Password is required.                                                   |
      | Ab1!       | Password must be at least 8 characters long.                            |
      | abc        | Password must be at least 8 characters long.                            |
      | abcdefg1!  | Password must include at least one uppercase letter.                    |
      | ABCDEFG1!  | Password must include at least one lowercase letter.                    |
      | Abcdefgh!  | Password must include at least one number.                              |
      | Abcdefgh1  | Password must include at least one special character (e.g., !@#$%^&*). |

  Scenario: A password that passes every rule is accepted
    When someone signs up with the password "Str0ng!pass"
    Then the account is created and signed in

  Scenario: Resetting a password applies the same rules
    Given a registered account "reset.rules@example.com"
    And a password reset link was requested for "reset.rules@example.com"
    When the link is used to set the password "weakpassword"
    Then the response has status 400
    And the response field "message" is "Password must include at least one uppercase letter."
