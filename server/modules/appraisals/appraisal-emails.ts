import { getAppraisalTitle } from "../../../contracts/appraisals";
import { describeRanges, formatUsd } from "../../../contracts/reports";
import type { AppConfig } from "../../config";
import type { AppraisalRow, UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";
import type { DraftSummary } from "./selective-review";

const greeting = (user: UserRow) => `Hello ${user.firstName?.trim() || "there"},`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** "Your appraisal is ready" (core spec: a notification when ready). */
export function buildReadyEmail({
  config,
  user,
  appraisal,
  ranges = null,
  narrowing = [],
}: {
  config: AppConfig;
  user: UserRow;
  appraisal: AppraisalRow;
  /** Decision 39's wider range and coverage, from the report; null on an older report. */
  ranges?: DraftSummary["ranges"];
  /** What would narrow the ranges, as the report lists it; given with the ranges. */
  narrowing?: string[];
}): EmailMessage {
  const title = getAppraisalTitle(appraisal.artworkTitle);
  const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/appraisal/${appraisal.id}`;
  const likely =
    appraisal.estimatedLow !== null && appraisal.estimatedHigh !== null
      ? { low: appraisal.estimatedLow, high: appraisal.estimatedHigh }
      : null;
  const range = likely ? `Estimated value: ${formatUsd(likely.low)} – ${formatUsd(likely.high)}.` : "";
  // Both ranges with their coverage, worded as the report words them.
  const rangeLines =
    likely && ranges
      ? describeRanges({ estimatedValueRange: likely, wideValueRange: ranges.wideValue, rangeCoverage: ranges.rangeCoverage }).map(
          (line) => `${line.label} ${line.range}: ${line.explanation}`,
        )
      : [];
  // The report's list of what would narrow them, as the shared report's e-mail gives it too.
  const narrowingLines = rangeLines.length && narrowing.length ? narrowing : [];
  const lines = [
    greeting(user),
    "",
    `Your appraisal of "${title}" is ready.`,
    range,
    ...rangeLines,
    ...(narrowingLines.length ? ["", "What would narrow these ranges:", ...narrowingLines.map((item) => `- ${item}`)] : []),
    "",
    `View the full report: ${link}`,
    "",
    `— ${config.APP_NAME}`,
  ];
  return {
    to: user.email,
    subject: `Your appraisal of "${title}" is ready`,
    text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
    html: `<p>${escape(greeting(user))}</p><p>Your appraisal of <strong>${escape(title)}</strong> is ready.</p>${range ? `<p>${escape(range)}</p>` : ""}${rangeLines.map((line) => `<p>${escape(line)}</p>`).join("")}${narrowingLines.length ? `<p>What would narrow these ranges:</p><ul>${narrowingLines.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : ""}<p><a href="${escape(link)}">View the full report</a></p><p>— ${escape(config.APP_NAME)}</p>`,
  };
}

/** Sent when the pipeline gave up for good: the credit is back (decision 14). */
export function buildFailedEmail({ config, user, appraisal }: { config: AppConfig; user: UserRow; appraisal: AppraisalRow }): EmailMessage {
  const title = getAppraisalTitle(appraisal.artworkTitle);
  const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/appraisal/${appraisal.id}`;
  const text = [
    greeting(user),
    "",
    `We could not complete your appraisal of "${title}". The credit it used has been refunded to your account.`,
    `You can submit the artwork again, or reply to this e-mail and we will look into it: ${link}`,
    "",
    `— ${config.APP_NAME}`,
  ].join("\n");
  return { to: user.email, subject: `We could not complete your appraisal of "${title}"`, text };
}
