Feature: Buying a plan in the sandbox checkout
  Without a payment provider account the product sells its plans through the sandbox: a checkout
  page that takes Stripe's test cards, coupons from the configuration, and the same events as
  Stripe's webhooks, through the job queue, to the person's plan. New accounts have a Pro trial;
  after it ends unpaid, the Free plan's limits apply until a plan is bought.

  Background:
    Given a signed-up user whose trial has ended
    And they uploaded the resume "first.txt"

  Scenario: Annual Pro with a coupon lifts the Free limit
    When they open the sandbox checkout for "Pro" billed "yearly" with the coupon "welcome20"
    Then the checkout charges 144.00 dollars after a discount of 36.00
    When they pay with the card "4242 4242 4242 4242"
    Then the response has status 200
    And their plan is "Pro" with status "active"
    When they upload the resume "second.txt"
    Then the response has status 200

  Scenario: A declined card changes nothing
    When they open the sandbox checkout for "Pro" billed "monthly"
    And they pay with the card "4000 0000 0000 0002"
    Then the response has status 422
    And the response field "message" is "Your card was declined."
    And they have no subscription

  Scenario: A coupon that does not exist is refused before any checkout starts
    When they ask for the sandbox checkout for "Premium" billed "monthly" with the coupon "free-forever"
    Then the response has status 400
    And the response field "message" is "Invalid or expired coupon."

  Scenario: Cancelling in the portal keeps the plan until the period ends
    Given they bought "Pro" billed "monthly" in the sandbox
    When they cancel in the sandbox portal
    Then their plan is "Pro" with status "active"
    And it cancels at the period end
