import { PDFParse } from "pdf-parse";

/** The text of a PDF, as a reader's copy-paste would give it, whole and page by page. */
export async function extractPdfText(pdf: Buffer): Promise<{ text: string; pages: number; pageTexts: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total, pageTexts: result.pages.map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}
