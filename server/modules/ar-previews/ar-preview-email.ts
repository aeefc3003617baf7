import { formatArDimensions } from "../../../contracts/ar-previews";
import type { UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";
import { arPreviewFileName } from "./ar-preview-pdf";

/** The composed picture sent to an address the signed-in user typed, attached as a JPEG. */
export function buildArPreviewEmail({
  sender,
  recipientEmail,
  title,
  widthCm,
  heightCm,
  image,
  appName,
}: {
  sender: UserRow;
  recipientEmail: string;
  title: string;
  widthCm?: number | null;
  heightCm?: number | null;
  image: Buffer;
  appName: string;
}): EmailMessage {
  const from = [sender.firstName, sender.lastName].filter(Boolean).join(" ") || sender.username || sender.email;
  const dimensions = formatArDimensions(widthCm, heightCm);
  const text = [
    "Hello,",
    "",
    `${from} has sent you a visualization of "${title}" on their wall${dimensions ? ` (${dimensions})` : ""}.`,
    "The picture is attached.",
    "",
    `— ${appName}`,
  ].join("\n");
  return {
    to: recipientEmail,
    subject: `AR Preview: ${title}`,
    text,
    attachments: [{ filename: arPreviewFileName(title, "jpg"), content: image, contentType: "image/jpeg" }],
  };
}
