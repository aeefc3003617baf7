import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AppraisalStatus } from "@contracts/appraisals";
import { OwnerStatusBadge } from "./owner-status-badge";
import type { StatusView } from "@/lib/appraisal-status";

const label = (status: string, view: StatusView) =>
  renderToStaticMarkup(<OwnerStatusBadge appraisal={{ status: status as AppraisalStatus, review: null }} view={view} />)
    .replace(/<[^>]+>/g, "")
    .trim();

describe("the owner's status badge with a status this client does not know", () => {
  it("reads Processing on the dashboard's cards, which tell only completed from not completed (core spec)", () => {
    expect(label("archived", "recent")).toBe("Processing");
    expect(label("archived", "collection")).toBe("Processing");
  });

  it("reads Unknown where the full status is shown (the detail page and history)", () => {
    expect(label("archived", "detail")).toBe("Unknown");
  });

  it("keeps the known statuses' words on the dashboard", () => {
    expect(label("completed", "recent")).toBe("Completed");
    expect(label("completed", "collection")).toBe("Appraised");
    expect(label("pending", "recent")).toBe("Processing");
    expect(label("failed", "recent")).toBe("Refunded");
  });
});
