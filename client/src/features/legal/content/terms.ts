import type { LegalContext, LegalDocument } from "./types";

export function getTermsOfService({ appName, supportEmail, siteUrl }: LegalContext): LegalDocument {
  return {
    title: "Terms of Service",
    summary: `These terms govern your use of ${appName} (the "Service") at ${siteUrl}. By creating an account or buying credits you agree to them. Please read them together with our Privacy Policy, Refund Policy and Disclaimer.`,
    sections: [
      {
        heading: "1. The Service",
        paragraphs: [
          `${appName} is an online art appraisal service. You upload photographs of an artwork together with the details you know about it, and we return a written report with an estimated value range, historical context, market analysis, authentication indicators and recommendations. Reports are prepared with the help of artificial intelligence and are delivered through your account, usually within 24 to 48 hours and at most 72 hours for complex pieces or busy periods.`,
          "An appraisal report is an estimate of value based on the photographs and information you provide. It is not a formal authentication, a certificate of authenticity, or a guarantee of what the artwork will fetch on sale.",
        ],
      },
      {
        heading: "2. Your account",
        paragraphs: [
          "You need an account to submit artwork. You must give accurate information, keep your password confidential and tell us promptly if you believe someone else has used your account. You are responsible for what happens under your account.",
          "You must be at least 18 years old, or have the consent of a parent or guardian, to use the Service.",
        ],
      },
      {
        heading: "3. Credits and prices",
        paragraphs: [
          "Appraisals are paid for with prepaid credits. One appraisal costs one credit. Credits are sold in packages, for example $29 for 1 credit, $69 for 3 credits, $99 for 5 credits, and up to $1800 for 1000 credits. The prices shown on the Credits page at the time of purchase apply. All prices are in US dollars.",
          "Credits do not expire and are non-transferable: they stay in your account until you use them and cannot be sold, exchanged or moved to another account. Credits have no cash value except as described in our Refund Policy.",
          "Payments are processed by our card payment provider. We do not store your full card number.",
        ],
      },
      {
        heading: "4. Submitting artwork",
        paragraphs: ["When you submit an artwork you spend one credit. Each submission may include:"],
        list: [
          "up to five images per appraisal (the first image is used as the primary image), each no larger than 10 MB;",
          "up to three supporting documents such as receipts, certificates or provenance records (PDF, JPG or PNG);",
          "optional details such as the artist, title, year, dimensions, medium, provenance and notes.",
        ],
      },
      {
        heading: "5. Your content",
        paragraphs: [
          "You keep all rights in the images, documents and information you upload. You give us a limited licence to store, process and analyse them for the purpose of preparing your appraisal, delivering your report and operating the Service. We do not publish your images or sell them.",
          "You confirm that you are entitled to upload the material you submit and that it does not infringe anyone else's rights.",
        ],
      },
      {
        heading: "6. Acceptable use",
        paragraphs: ["You agree not to:"],
        list: [
          "use the Service for any unlawful purpose, including to misrepresent the authenticity or value of an artwork to a third party;",
          "upload material that is unlawful, harmful or that you have no right to share;",
          "interfere with the Service, probe it for weaknesses, or access it by automated means other than those we provide;",
          "resell reports or access to the Service without our written permission.",
        ],
      },
      {
        heading: "7. Reports and their use",
        paragraphs: [
          "Reports are provided for your personal information and planning. They can serve as initial documentation for insurance purposes, but some insurers, courts, tax authorities and auction houses require an appraisal signed by a certified appraiser after a physical inspection. You are responsible for checking what the recipient of a report requires. See our Disclaimer for the limits of what a report can tell you.",
        ],
      },
      {
        heading: "8. Liability",
        paragraphs: [
          "We prepare every report with care, but we cannot guarantee that an estimate matches a future sale price or the opinion of another appraiser. To the extent the law allows, our total liability for any claim related to the Service is limited to the amount you paid for the credits used on the appraisal concerned. Nothing in these terms limits liability that cannot be limited by law.",
        ],
      },
      {
        heading: "9. Suspension and closing your account",
        paragraphs: [
          "You may close your account at any time by contacting us. We may suspend or close an account that breaks these terms. Unused credits on an account closed for a breach of these terms are not refunded; otherwise our Refund Policy applies.",
        ],
      },
      {
        heading: "10. Changes and governing law",
        paragraphs: [
          "We may update these terms from time to time. We will show the date of the latest change on this page and, for significant changes, tell you by e-mail or in the app before they take effect. These terms are governed by the laws of the Netherlands, without prejudice to any mandatory consumer protection that applies where you live.",
        ],
      },
      {
        heading: "11. Contact",
        paragraphs: [`Questions about these terms can be sent to ${supportEmail}.`],
      },
    ],
  };
}
