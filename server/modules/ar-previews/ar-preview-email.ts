import { formatArDimensions } from "../../../contracts/ar-previews";
import type { UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";
import { arPreviewFileName } from "./ar-preview-pdf";
import { thirdPartyMailNotice } from "../mail/third-party-mail.service";

/** The composed picture sent to an address the signed-in user typed, attached as a JPEG. */
export function buildArPreviewEmail({
  sender,
  recipientEmail,
  title,
  widthCm,
  heightCm,
  image,
  appName,
  supportEmail,
}: {
  sender: UserRow;
  recipientEmail: string;
  title: string;
  widthCm?: number | null;
  heightCm?: number | null;
  image: Buffer;
  appName: string;
  supportEmail: string;
}): EmailMessage {
  // The account's address, never a name it chose: "Your Bank Security Team" is a valid first name (issue 33).
  const from = `The ${appName} account ${sender.email}`;
  const dimensions = formatArDimensions(widthCm, heightCm);
  const text = [
    "Hello,",
    "",
    `${from} has sent you a visualization of "${title}" on their wall${dimensions ? ` (${dimensions})` : ""}.`,
    "The picture is attached.",
    "",
    `— ${appName}`,
    "",
    thirdPartyMailNotice({ appName, sender, supportEmail }),
  ].join("\n");
  return {
    to: recipientEmail,
    subject: `AR Preview: ${title}`,
    text,
    attachments: [{ filename: arPreviewFileName(title, "jpg"), content: image, contentType: "image/jpeg" }],
  };
}
