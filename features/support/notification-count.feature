Feature: The notification bell counts what is unread
  The header bell shows the latest notifications and a red dot while any is unread. Clicking one
  marks it read: the unread count goes down by one only if it was unread, and never below 0.
  'Mark all as read' marks every notification read and the count becomes 0. One event notifies a
  person once, however often it is reported (a report finalised again, a retried job). Nobody can
  mark someone else's notification.

  Background:
    Given a signed-up user
    And they have 3 unread notifications

  Scenario: Marking an unread notification read lowers the count by one
    When they mark their newest notification read
    Then the response has status 200
    And that notification is shown as read
    And their unread count is 2

  Scenario: Marking a notification that is already read changes nothing
    Given they marked their newest notification read
    When they mark their newest notification read
    Then the response has status 200
    And their unread count is 2

  Scenario: The count never goes below 0
    Given they marked all notifications read
    When they mark their newest notification read
    Then their unread count is 0

  Scenario: Mark all read makes the count 0
    When they mark all notifications read
    Then the response field "unreadCount" is "0"
    And every notification of theirs is shown as read
    And their unread count is 0

  Scenario: One event notifies once
    When the same report is announced as ready twice
    Then they have 4 notifications
    And their unread count is 4

  Scenario: Someone else's notification is not found
    Given another user with 1 unread notification
    When they mark the other user's notification read
    Then the response has status 404
    And the response field "message" is "Notification not found."
    And the other user's unread count is still 1
