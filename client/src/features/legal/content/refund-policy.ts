import type { LegalContext, LegalDocument } from "./types";

export function getRefundPolicy({ appName, supportEmail }: LegalContext): LegalDocument {
  return {
    title: "Refund Policy",
    summary: `We want you to be satisfied with every appraisal. This policy explains when ${appName} refunds a credit purchase or an appraisal, and how to ask for it.`,
    sections: [
      {
        heading: "1. Credits",
        paragraphs: [
          "Appraisals are paid for with prepaid credits: $29 for 1 credit, $69 for 3 credits, $99 for 5 credits, and up to $1800 for 1000 credits. Credits do not expire and are non-transferable, so there is no need to use them by a certain date.",
        ],
      },
      {
        heading: "2. When you are eligible for a refund",
        paragraphs: ["You are eligible for a refund in the following cases:"],
        list: [
          "Technical error: a fault on our side stopped your appraisal from being completed, or a credit was deducted without an appraisal being created.",
          "Duplicate charge: you were charged more than once for the same purchase.",
          "Non-delivery: your report was not delivered within 48 hours of submission (unless we told you before you submitted that a complex piece would take up to 72 hours and it arrived within that time).",
        ],
      },
      {
        heading: "3. When refunds are not given",
        paragraphs: [
          "Because a report reflects a professional estimate rather than a guaranteed price, we do not refund an appraisal because you disagree with the estimated value, or because a buyer, insurer or another appraiser reached a different figure. Credits used on submissions with images that do not show the artwork, or that break our Terms of Service, are not refunded.",
          "If an appraisal fails in our processing, the credit is returned to your balance automatically; you do not need to ask for it.",
        ],
      },
      {
        heading: "4. How to request a refund",
        paragraphs: [
          `Send your request to ${supportEmail} within 7 days of the purchase or of the appraisal concerned. Please include the e-mail address of your account, the date of the payment or the appraisal, and a short description of the problem.`,
          "We reply to every request within 5 business days. If the refund is approved, the money is paid back to the original payment method within 10 business days. Depending on your bank it may take a few more days to appear on your statement.",
        ],
      },
      {
        heading: "5. Unused credits",
        paragraphs: [
          "Unused credits from a purchase made in the last 7 days can be refunded on request if none of the credits from that purchase have been used. After that, unused credits remain in your account for future appraisals.",
        ],
      },
      {
        heading: "6. Your statutory rights",
        paragraphs: ["This policy does not affect any rights you have under consumer protection law where you live."],
      },
    ],
  };
}
