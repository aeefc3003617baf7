/**
 * The spec's permission message for an appraisal or report the signed-in user may not view
 * (section 6). The API answers 404 for another account's appraisal exactly as for one that does
 * not exist (no existence leak), so the screen cannot tell the two apart and words both as the
 * permission message, with the other possibility after it.
 */
export const NO_PERMISSION_MESSAGE = {
  appraisal:
    "You do not have permission to view this appraisal. Only the account that submitted it can open it; if it was yours, it may have been deleted.",
  report:
    "You do not have permission to view this report. Only the account that submitted the appraisal can open it; if it was yours, it may have been deleted.",
} as const;
