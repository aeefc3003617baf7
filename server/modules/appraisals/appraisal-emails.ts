import { getAppraisalTitle } from "../../../contracts/appraisals";
import { formatUsd } from "../../../contracts/reports";
import type { AppConfig } from "../../config";
import type { AppraisalRow, UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";

const greeting = (user: UserRow) => `Hello ${user.firstName?.trim() || "there"},`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** "Your appraisal is ready" (core spec: a notification when ready). */
export function buildReadyEmail({ config, user, appraisal }: { config: AppConfig; user: UserRow; appraisal: AppraisalRow }): EmailMessage {
  const title = getAppraisalTitle(appraisal.artworkTitle);
  const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/appraisal/${appraisal.id}`;
  const range =
    appraisal.estimatedLow !== null && appraisal.estimatedHigh !== null
      ? `Estimated value: ${formatUsd(appraisal.estimatedLow)} – ${formatUsd(appraisal.estimatedHigh)}.`
      : "";
  const lines = [
    greeting(user),
    "",
    `Your appraisal of "${title}" is ready.`,
    range,
    "",
    `View the full report: ${link}`,
    "",
    `— ${config.APP_NAME}`,
  ];
  return {
    to: user.email,
    subject: `Your appraisal of "${title}" is ready`,
    text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
    html: `<p>${escape(greeting(user))}</p><p>Your appraisal of <strong>${escape(title)}</strong> is ready.</p>${range ? `<p>${escape(range)}</p>` : ""}<p><a href="${escape(link)}">View the full report</a></p><p>— ${escape(config.APP_NAME)}</p>`,
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
