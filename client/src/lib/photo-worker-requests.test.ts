import { describe, expect, it } from "vitest";
import { createPhotoWorkerRequester, type PhotoWorkerReply, type PhotoWorkerRequest } from "./photo-worker-requests";

/** A stand-in for a Web Worker: records what the page posts and lets the test answer or fail. */
class FakeWorker extends EventTarget {
  posted: PhotoWorkerRequest[] = [];
  terminated = false;
  postMessage(request: PhotoWorkerRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: PhotoWorkerReply<string>) {
    this.dispatchEvent(new MessageEvent("message", { data: reply }));
  }
  fail(message: string) {
    const event = new Event("error", { cancelable: true });
    Object.assign(event, { message });
    this.dispatchEvent(event);
  }
}

function setUp() {
  const started: FakeWorker[] = [];
  const request = createPhotoWorkerRequester<string>(() => {
    const worker = new FakeWorker();
    started.push(worker);
    return worker as unknown as Worker;
  }, "test");
  return { started, request };
}

describe("createPhotoWorkerRequester", () => {
  it("starts one worker on the first photo and pairs each reply with its request, in any order", async () => {
    const { started, request } = setUp();
    const first = request(new Blob(["a"]));
    const second = request(new Blob(["b"]));
    expect(started).toHaveLength(1);
    const [one, two] = started[0]!.posted;
    started[0]!.reply({ id: two!.id, result: "second" });
    started[0]!.reply({ id: one!.id, result: "first" });
    await expect(first).resolves.toBe("first");
    await expect(second).resolves.toBe("second");
  });

  it("sends the owner's corners with the photo, and none when the owner set none (issue 50)", () => {
    const { started, request } = setUp();
    const corners = [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.1 },
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 0.9 },
    ];
    void request(new Blob(["a"]), corners);
    void request(new Blob(["b"]));
    const [withCorners, without] = started[0]!.posted;
    expect(withCorners!.corners).toEqual(corners);
    expect(without!.corners).toBeUndefined();
  });

  it("rejects with the worker's error message", async () => {
    const { started, request } = setUp();
    const answer = request(new Blob(["a"]));
    started[0]!.reply({ id: started[0]!.posted[0]!.id, error: "Cannot decode this image" });
    await expect(answer).rejects.toThrow("Cannot decode this image");
  });

  it("fails what waits when the worker fails to load, and starts a new one for the next photo", async () => {
    const { started, request } = setUp();
    const answer = request(new Blob(["a"]));
    started[0]!.fail("");
    await expect(answer).rejects.toThrow("The test worker failed");
    expect(started[0]!.terminated).toBe(true);
    const next = request(new Blob(["b"]));
    expect(started).toHaveLength(2);
    started[1]!.reply({ id: started[1]!.posted[0]!.id, result: "again" });
    await expect(next).resolves.toBe("again");
  });
});
