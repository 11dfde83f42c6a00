Feature: Password reset
  The reset request answers the same whether or not the account exists. The link works once,
  for 15 minutes, and only the newest link works. Asking for it again and again slows the mails
  to one a minute but never refuses the account, so a stranger cannot deny its owner a reset.

  Scenario: Asking for a reset does not reveal whether an account exists
    Given a registered account "exists@example.com"
    When a password reset is requested for "exists@example.com"
    And a password reset is requested for "does.not.exist@example.com"
    Then both answers are the same

  Scenario: A reset link works once
    Given a registered account "once@example.com"
    And a password reset link was requested for "once@example.com"
    When the link is used to set the password "N3w!password"
    Then the response has status 200
    And "once@example.com" can sign in with the password "N3w!password"
    When the link is used to set the password "An0ther!pass"
    Then the response has status 400

  Scenario: A reset link expires after 15 minutes
    Given a registered account "late@example.com"
    And a password reset link was requested for "late@example.com"
    And 16 minutes pass
    When the link is used to set the password "N3w!password"
    Then the response has status 400

  Scenario: A stranger asking again and again cannot keep the owner from resetting
    Given a registered account "flooded@example.com"
    When a stranger asks for a password reset for "flooded@example.com" 10 times from different addresses
    Then every one of those answers was the same 200 answer
    Given a minute passes
    And a password reset link was requested for "flooded@example.com"
    When the link is used to set the password "N3w!password"
    Then the response has status 200
