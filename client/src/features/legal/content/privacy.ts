import type { LegalContext, LegalDocument } from "./types";

export function getPrivacyPolicy({ appName, supportEmail, location }: LegalContext): LegalDocument {
  return {
    title: "Privacy Policy",
    summary: `This policy explains what personal data ${appName} collects, why, how long we keep it and what rights you have. We collect only what we need to run the appraisal service.`,
    sections: [
      {
        heading: "1. Who we are",
        paragraphs: [
          `${appName} is operated from ${location} and is the controller of the personal data described here. You can reach us at ${supportEmail}.`,
        ],
      },
      {
        heading: "2. What we collect",
        paragraphs: ["We collect the following data:"],
        list: [
          "Account data: your e-mail address, username, optional first and last name, and a securely hashed password (we never store your password itself).",
          "Artwork data: the images, documents and details you submit for appraisal, and the reports we produce from them.",
          "Payment data: the credit packages you buy, amounts and dates. Card details are handled by our payment provider and never reach our servers.",
          "Technical data: a session cookie that keeps you signed in, and server logs (IP address, browser type, pages requested) used for security and troubleshooting.",
        ],
      },
      {
        heading: "3. Why we use it",
        paragraphs: ["We use your data to:"],
        list: [
          "create and secure your account and keep you signed in;",
          "prepare, store and deliver your appraisal reports, including e-mailing a report when you ask us to;",
          "process credit purchases, keep a record of your credit balance and handle refund requests;",
          "answer your questions and notify you when a report is ready;",
          "protect the Service against fraud and abuse and meet our legal obligations.",
        ],
      },
      {
        heading: "4. Legal basis",
        paragraphs: [
          "We process account, artwork and payment data because it is necessary to perform our contract with you. We process technical data on the basis of our legitimate interest in running a secure service, and we keep financial records because the law requires it.",
        ],
      },
      {
        heading: "5. Artificial intelligence",
        paragraphs: [
          "Your images are analysed by automated software to help estimate style, era and value. Where we use an external AI provider, only the images and details needed for the analysis are sent, under a contract that forbids the provider from using them for other purposes. We do not use your images to train public models and we do not make decisions with legal effect about you by automated means.",
        ],
      },
      {
        heading: "6. Sharing",
        paragraphs: [
          "We do not sell your personal data. We share it only with service providers that help us run the Service (hosting, payment processing, e-mail delivery and AI analysis), bound by confidentiality and data processing agreements, and with authorities where the law requires it.",
        ],
      },
      {
        heading: "7. How long we keep it",
        paragraphs: [
          "We keep your account, artwork and reports while your account is open so that you can return to them. When you close your account we delete them within 30 days, except payment records, which we keep for as long as tax law requires (currently seven years). Server logs are kept for up to 90 days.",
        ],
      },
      {
        heading: "8. Cookies",
        paragraphs: [
          "We use one strictly necessary cookie to keep you signed in, and local storage to remember interface preferences such as whether you have completed the guided tour. We do not use advertising or tracking cookies.",
        ],
      },
      {
        heading: "9. Security",
        paragraphs: [
          "Passwords are hashed with a memory-hard algorithm, sessions use secure cookies, and access to your appraisals is limited to you and the staff who prepare and review them.",
        ],
      },
      {
        heading: "10. Your rights",
        paragraphs: [
          `You may ask for a copy of your data, its correction or deletion, restriction of or objection to its processing, and a portable copy of what you gave us. Send your request to ${supportEmail}; we answer within one month. You also have the right to complain to a data protection authority, in the Netherlands the Autoriteit Persoonsgegevens.`,
        ],
      },
      {
        heading: "11. Changes",
        paragraphs: [
          "If we change this policy we will update the date at the top of this page and, for significant changes, tell you in advance.",
        ],
      },
    ],
  };
}
