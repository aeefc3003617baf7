/**
 * Caps on the e-mail an account has the server send to other people's addresses (a report, an
 * AR preview), on top of each route's per-hour limit (issue 33, decision 0020). Generous for a
 * person sharing their own artworks; useless to a spammer: a new account cannot send at all
 * until it verifies its address, then reaches few strangers, few times each.
 */
/** Reports and AR previews together, per account, per rolling 24 hours. */
export const THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY = 25;
/** To any one address, from all accounts together, per rolling 24 hours. */
export const THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY = 10;
