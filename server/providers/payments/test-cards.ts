/**
 * Stripe's test cards that fail, with Stripe's own messages (decision 12). Every other card that
 * passes the checks (Luhn, expiry, CVC) succeeds, like 4242 4242 4242 4242.
 */
export const TEST_CARD_DECLINES: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "lost_card", message: "Your card was declined." },
  "4000000000009979": { code: "stolen_card", message: "Your card was declined." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
};
