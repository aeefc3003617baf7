import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { createSmtpEmailProvider } from "./smtp-email-provider";

// A real SMTP server on 127.0.0.1, as a mail relay would be.
const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the SMTP e-mail provider", () => {
  it("delivers the message with its attachment through SMTP_URL", async () => {
    const provider = createSmtpEmailProvider({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "Appraisers <support@example.com>" });
    expect(provider.kind).toBe("smtp");
    await provider.send({
      to: "owner@example.com",
      subject: "Report",
      text: "Attached.",
      attachments: [{ filename: "report.pdf", content: Buffer.from("%PDF-1.7 test"), contentType: "application/pdf" }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "support@example.com", to: ["owner@example.com"] });
    expect(received[0]!.raw).toContain("filename=report.pdf");
  });

  it("gives up on a server that accepts the connection but never greets, after its timeout", async () => {
    // A TCP server that says nothing: nodemailer's default greeting wait is 30 s.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const provider = createSmtpEmailProvider({
        smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        from: "a@example.com",
        timeoutMs: 1000,
      });
      const started = Date.now();
      await expect(provider.send({ to: "owner@example.com", subject: "x", text: "y" })).rejects.toThrow(/greeting|timeout/i);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
      for (const socket of sockets) socket.destroy();
    }
  });
});
