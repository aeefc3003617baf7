import os from "node:os";
import path from "node:path";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import pino from "pino";
import { createOutboxEmailProvider } from "./outbox-email-provider";

describe("the outbox e-mail provider", () => {
  it("writes a complete .eml file with the attachment", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "outbox-")), "outbox");
    const provider = createOutboxEmailProvider({ outboxDir, from: "Appraisers <support@example.com>", log: pino({ level: "silent" }) });
    const pdf = Buffer.from("%PDF-1.7 fake report");
    await provider.send({
      to: "owner@example.com",
      subject: "Your appraisal is ready",
      text: "Hello",
      attachments: [{ filename: "appraisal-report.pdf", content: pdf, contentType: "application/pdf" }],
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(eml).toContain("To: owner@example.com");
    expect(eml).toContain("Subject: Your appraisal is ready");
    expect(eml).toContain("filename=appraisal-report.pdf");
    expect(eml).toContain(pdf.toString("base64"));
  });
});

describe("outbox permissions", () => {
  it("writes messages readable by the server's user only (they hold reset links)", async () => {
    const { statSync } = await import("node:fs");
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "outbox-")), "outbox");
    const provider = createOutboxEmailProvider({ outboxDir, from: "Appraisers <support@example.com>", log: pino({ level: "silent" }) });
    await provider.send({ to: "owner@example.com", subject: "Reset your password", text: "secret link" });
    const [file] = readdirSync(outboxDir);
    expect(statSync(path.join(outboxDir, file!)).mode & 0o777).toBe(0o600);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
  });
});
