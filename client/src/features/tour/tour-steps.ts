/** The guided tour's six steps (core spec: guided tour; section 9: tour 6 steps). */
export interface TourStep {
  id: string;
  title: string;
  description: string;
  /** CSS selector of the element highlighted while the step shows. */
  target: string;
  position: "center" | "top" | "bottom" | "left" | "right";
  imageUrl?: string;
  actionText?: string;
  actionPath?: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome to Art Appraisal",
    description:
      "Let us show you around. This short tour covers how to get your artwork appraised and the tools that help you understand its value.",
    target: '[data-tour="brand"]',
    position: "center",
  },
  {
    id: "submit-artwork",
    title: "Submit Your Artwork",
    description:
      "Start an appraisal here: upload up to 5 photos, add what you know about the piece, and receive your report within 24-48 hours.",
    target: '[data-tour="submit-artwork"]',
    position: "bottom",
    actionText: "Start an Appraisal",
    actionPath: "/new-appraisal",
  },
  {
    id: "art-style-analyzer",
    title: "Art Style Analyzer",
    description: "Upload an image to identify its artistic style, influences and techniques. It is free with an account.",
    target: '[data-tour="art-style-analyzer"]',
    position: "bottom",
    actionText: "Try the Analyzer",
    actionPath: "/art-style-analyzer",
  },
  {
    id: "market-trends",
    title: "Market Trends",
    description: "Follow how prices move across styles and regions, so you know where your art stands in today's market.",
    target: '[data-tour="market-trends"]',
    position: "bottom",
    actionText: "View Market Trends",
    actionPath: "/market-trends",
  },
  {
    id: "dashboard",
    title: "Your Dashboard",
    description: "Once signed in, your dashboard keeps your appraisals, reports, credits and collection value in one place.",
    target: '[data-tour="dashboard"]',
    position: "bottom",
  },
  {
    id: "all-set",
    title: "You're All Set!",
    description: "You can reopen this tour at any time with the help button in the header. Happy collecting!",
    target: '[data-tour="help"]',
    position: "bottom",
  },
];
