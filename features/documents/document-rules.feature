Feature: Managing documents
  People rename, delete and pick a default resume. A blank name is ignored, the first resume is
  the default, and nobody reaches another person's documents.

  Scenario: The first resume becomes the default, and the default can move
    Given a signed-up user
    And they uploaded the resume "first.txt"
    And they uploaded the resume "second.txt"
    Then "first.txt" is the default resume
    When they make "second.txt" the default resume
    Then "second.txt" is the default resume

  Scenario: Renaming with a blank name changes nothing
    Given a signed-up user
    And they uploaded the resume "cv.txt"
    When they rename "cv.txt" to "   "
    Then the resume "cv.txt" is still listed under its name

  Scenario: Renaming gives the document its new name
    Given a signed-up user
    And they uploaded the resume "cv.txt"
    When they rename "cv.txt" to "Backend CV"
    Then the resume "cv.txt" is listed as "Backend CV"

  Scenario: Deleting removes the document and its file
    Given a signed-up user
    And they uploaded the job description "job.txt"
    And they have a download link for the job description "job.txt"
    When they delete the job description "job.txt"
    Then the response has status 204
    And the job description "job.txt" is no longer listed
    And the download link no longer works

  Scenario: Another person's document is not found
    Given a signed-up user
    And they uploaded the resume "private.txt"
    When another signed-up user renames "private.txt" to "Mine now"
    Then the response has status 404
    And the response is an error envelope with code "NOT_FOUND"
