Feature: Rules every staff action keeps
  Admins and support staff both enter the admin area. Support staff read users and handle
  tickets; only admins suspend, lift suspensions, reset passwords and delete users. Nobody
  suspends or deletes their own account or the last active admin from the admin area. Users can
  delete their own account once they confirm it with their password; staff who do are written to
  the audit log like any staff action, and the last active admin cannot. Suspending, resetting a password and deleting need a reason.
  Every staff action is written to the audit log, with the values before and after, in the same
  transaction as the action itself.

  Background:
    Given "Ada" is an admin
    And "Sam" is support staff
    And "Pat" is a signed-in user

  Scenario: Support staff cannot suspend a user
    When "Sam" suspends "Pat" because "Spamming other users"
    Then the answer is 403 "Only an admin can do this."
    And "Pat" is still signed in

  Scenario: An admin cannot suspend or delete their own account
    When "Ada" suspends "Ada" because "Testing the rules"
    Then the answer is 403 "You cannot suspend your own account."
    When "Ada" deletes "Ada" because "Testing the rules"
    Then the answer is 403 "You cannot delete your own account from the admin area."
    And "Ada" is still signed in

  Scenario: The last active admin cannot be suspended
    Given "Ada" and "Bea" are the only active admins
    When "Ada" and "Bea" suspend each other at the same moment
    Then exactly one of "Ada" and "Bea" is still an active admin
    And the other one's action was refused

  Scenario: The last active admin cannot be deleted
    Given "Ada" and "Bea" are the only active admins
    When "Ada" and "Bea" delete each other at the same moment
    Then exactly one of "Ada" and "Bea" is still an active admin
    And the other one's action was refused

  Scenario: The last active admin cannot delete their own account
    Given "Ada" and "Bea" are the only active admins
    When "Bea" deletes their own account
    Then the response has status 204
    When "Ada" deletes their own account
    Then the answer is 409 "You are the last active admin: make another admin before deleting your account."
    And "Ada" is still signed in
    And the audit log holds nothing about "Ada"

  Scenario: Two admins deleting their own accounts at the same moment leave one
    Given "Ada" and "Bea" are the only active admins
    When "Ada" and "Bea" delete their own accounts at the same moment
    Then exactly one of "Ada" and "Bea" is still an active admin
    And the other one's action was refused

  Scenario: Staff who delete their own account appear in the audit log
    Given "Ada" and "Bea" are the only active admins
    When "Bea" deletes their own account
    And "Sam" deletes their own account
    And "Pat" deletes their own account
    Then the audit log about "Bea" reads "user.delete_self" by "Bea" as admin, before: "role: admin, status: active"
    And the audit log about "Sam" reads "user.delete_self" by "Sam" as support, before: "role: support, status: active"
    And the audit log holds nothing about "Pat"

  Scenario Outline: A destructive action needs a reason
    When "Ada" <action> "Pat" with <reason>
    Then the answer is 400 with the code "VALIDATION_FAILED"
    And the error details name the field "reason"
    And "Pat" is still signed in
    And the audit log holds nothing about "Pat"

    Examples:
      | action                   | reason      |
      | suspends                 | no reason   |
      | suspends                 | only spaces |
      | resets the password of   | no reason   |
      | deletes                  | only spaces |

  Scenario: A suspended person is signed out at once
    Given "Pat" is also signed in on another device
    When "Ada" suspends "Pat" because "Chargeback fraud"
    Then the response has status 200
    And "Pat"'s next request is refused with 401 "Your account has been suspended. Please contact support."
    And neither of "Pat"'s devices can refresh the session
    And "Pat" cannot sign in

  Scenario: Every staff action appears in the audit log with before and after
    Given "Pat" has opened a ticket
    When "Ada" suspends "Pat" because "Chargeback fraud"
    And "Ada" lifts the suspension of "Pat"
    And "Ada" resets the password of "Pat" because "Asked by phone"
    And "Sam" replies "We are on it" to Pat's ticket
    And "Sam" notes "Called Pat back" on Pat's ticket
    And "Sam" marks Pat's ticket "Resolved"
    And "Ada" deletes "Pat" because "Erasure request"
    Then the audit log about "Pat" and their ticket reads, newest first:
      | action              | actor | role    | reason           | before                       | after                            |
      | user.delete         | Ada   | admin   | Erasure request  | status: active, role: user   |                                  |
      | ticket.status       | Sam   | support |                  | status: Open                 | status: Resolved                 |
      | ticket.note         | Sam   | support |                  |                              | note: Called Pat back            |
      | ticket.reply        | Sam   | support |                  |                              | response: We are on it           |
      | user.reset_password | Ada   | admin   | Asked by phone   | status: active               | status: active                   |
      | user.unsuspend      | Ada   | admin   |                  | status: suspended            | status: active                   |
      | user.suspend        | Ada   | admin   | Chargeback fraud | status: active, role: user   | status: suspended, role: user    |
    And every entry of it carries the client address and the request id
