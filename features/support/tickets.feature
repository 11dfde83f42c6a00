Feature: Support tickets belong to the person who opened them
  A person opens a ticket with a feedback type and a message; it starts Open. Only its owner
  sees it and its conversation, and only its owner or staff may write on it: anyone else is told
  'Ticket not found.'. Blank text after trimming is not sent. A reply by the person on a Resolved
  ticket opens it again. Staff replies show as '(Support Team)' and the person is told in the
  bell and by e-mail.

  Background:
    Given "Maya" has opened a "Bug Report" ticket saying "The report page is blank"

  Scenario: A new ticket is Open and only its owner sees it
    Then "Maya" sees her ticket with the status "Open"
    And "Leo" has no tickets
    When "Leo" opens Maya's ticket
    Then the answer is 404 "Ticket not found."

  Scenario: Nobody else can write on the ticket
    When "Leo" replies "Let me in" to Maya's ticket
    Then the answer is 404 "Ticket not found."
    And the conversation of Maya's ticket is empty

  Scenario Outline: Blank text is not sent
    When "Maya" replies with <blank text> to Maya's ticket
    Then the answer is 400 "Please enter a message."
    And the conversation of Maya's ticket is empty

    Examples:
      | blank text       |
      | nothing          |
      | only spaces      |
      | only line breaks |

  Scenario: Writing again on a resolved ticket opens it again
    Given support staff marked Maya's ticket "Resolved"
    When "Maya" replies "It happened again today" to Maya's ticket
    Then "Maya" sees her ticket with the status "Open"
    And the conversation of Maya's ticket reads:
      | author | text                    |
      | Maya   | It happened again today |

  Scenario: A staff reply shows as the Support Team and reaches the person
    When support staff member "Sam" replies "Fixed, please reload the page" to Maya's ticket
    Then the conversation of Maya's ticket reads:
      | author             | text                         |
      | Sam (Support Team) | Fixed, please reload the page |
    And "Maya" has 1 unread notification linking to her ticket
    And "Maya" received an e-mail containing "Fixed, please reload the page"

  Scenario: Only staff answer from the admin area
    When "Leo" replies from the admin area to Maya's ticket
    Then the answer is 403 with the code "FORBIDDEN"
