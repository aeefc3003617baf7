// Kept free of zod so the landing page can import it without the schema library.

/** A readable cookie that says only "this browser has signed in"; it grants nothing. */
export const SIGNED_IN_HINT_COOKIE = "signed_in";
