import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../../contracts/artwork-photo";
import { describeArtistLine, describeRanges, formatUsd, type Report } from "../../../contracts/reports";
import type { UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";
import { thirdPartyMailNotice } from "../mail/third-party-mail.service";

/**
 * "appraisal-report-harbour-at-dusk-AV-XXXX-XXXX-XXXX.pdf"; letters of every script are kept
 * ("appraisal-report-ηλιοβασίλεμα-AV-..."): headers and attachments encode the name (RFC 5987 / 2231).
 */
export function reportFileName(report: Report): string {
  const slug =
    report.title
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 50)
      .replace(/-$/, "") || "artwork";
  return `appraisal-report-${slug}-${report.valuationId}.pdf`;
}

/** The report sent to an address the owner chose, with the PDF attached. */
export function buildReportEmail({
  report,
  pdf,
  sender,
  recipientEmail,
  appName,
  supportEmail,
}: {
  report: Report;
  pdf: Buffer;
  sender: UserRow;
  recipientEmail: string;
  appName: string;
  /** Given for mail to another person's address: it then ends with who had it sent (issue 33). */
  supportEmail?: string;
}): EmailMessage {
  // The account's address, never a name it chose (issue 33).
  const from = `The ${appName} account ${sender.email}`;
  // "Poplars" by Anna Vermeulen; "Poplars", after Claude Monet: the credit as the summary words it.
  const artistLine = describeArtistLine(report);
  const credit = !artistLine
    ? ""
    : artistLine.startsWith("by ")
      ? ` ${artistLine}`
      : `, ${artistLine[0]!.toLowerCase()}${artistLine.slice(1)}`;
  const text = [
    "Hello,",
    "",
    `${from} has shared an appraisal report with you: "${report.title}"${credit}.`,
    `Estimated value: ${formatUsd(report.estimatedValueRange.low)} – ${formatUsd(report.estimatedValueRange.high)}.`,
    "",
    // Decision 39: both ranges with their measured coverage, and what would narrow them.
    ...describeRanges(report).map((line) => `${line.label} ${line.range}: ${line.explanation}`),
    ...(report.narrowing.length ? ["", "What would narrow these ranges:", ...report.narrowing.map((item) => `- ${item}`)] : []),
    // The photo analysis read the owner's outline, not the one we found (issue 30).
    ...(report.outlineSetByHand ? ["", OUTLINE_SET_BY_HAND_SENTENCE] : []),
    "",
    "The full report is attached as a PDF.",
    `Its authenticity can be checked at ${report.verificationUrl} (valuation ID ${report.valuationId}).`,
    "",
    report.disclaimer,
    "",
    `— ${appName}`,
    ...(supportEmail ? ["", thirdPartyMailNotice({ appName, sender, supportEmail })] : []),
  ].join("\n");
  return {
    to: recipientEmail,
    subject: `Appraisal report: ${report.title}`,
    text,
    attachments: [{ filename: reportFileName(report), content: pdf, contentType: "application/pdf" }],
  };
}
