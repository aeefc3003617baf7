/** What the legal texts may refer to; filled from the site configuration (decision 6). */
export interface LegalContext {
  appName: string;
  supportEmail: string;
  supportPhone: string;
  location: string;
  siteUrl: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** One-paragraph summary shown under the title. */
  summary: string;
  sections: LegalSection[];
}

/** The date all four legal pages carry (secondary spec: legal pages). */
export const LEGAL_LAST_UPDATED = "May 20, 2025";
