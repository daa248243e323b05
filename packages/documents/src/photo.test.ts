import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { printPhoto, PRINT_PHOTO_PIXELS } from "./photo.ts";

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8a060" } });

describe("a photo made ready for print", () => {
  it("shrinks a large photo to the print size on its long side, as JPEG", async () => {
    const original = await image(3000, 4000).png().toBuffer();
    const ready = await printPhoto(original);
    const { width, height, format } = await sharp(ready).metadata();
    expect({ width, height, format }).toEqual({ width: 450, height: PRINT_PHOTO_PIXELS, format: "jpeg" });
    expect(ready!.byteLength).toBeLessThan(original.byteLength);
  });

  it("keeps a small photo's size, and turns a GIF into a JPEG", async () => {
    const ready = await printPhoto(await image(120, 150).gif().toBuffer());
    expect(await sharp(ready).metadata()).toMatchObject({ width: 120, height: 150, format: "jpeg" });
  });

  it("gives nothing for bytes that are not an image", async () => {
    expect(await printPhoto(new TextEncoder().encode("not a photo"))).toBeUndefined();
  });
});
