// A camera's view of a printed badge, for Chromium's fake camera (issue 37): the gate screen's
// browser test starts Chromium with `--use-file-for-fake-video-capture` pointing at a Y4M file
// made here from a page of a real badges PDF, as the gate's phone would film it held up.
import { writeFile } from "node:fs/promises";
import { renderPage } from "../../../packages/documents/src/testing/poppler.ts";

const WIDTH = 640;
const HEIGHT = 480;
/** A6 is 148 mm tall: at this resolution the badge fills the frame's height. */
const DPI = 82;
/** The table behind the badge: a light grey, so the badge's white edge shows. */
const BACKGROUND = 190;
const FRAMES = 5;

/** Writes a short Y4M video (greyscale, 4:2:0) of page `page` of `pdf` to `path`. */
export async function writeBadgeVideo(pdf: Uint8Array, page: number, path: string): Promise<void> {
  const badge = renderPage(pdf, page, DPI);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(BACKGROUND);
  const left = Math.floor((WIDTH - badge.width) / 2);
  const top = Math.floor((HEIGHT - badge.height) / 2);
  for (let row = 0; row < Math.min(badge.height, HEIGHT); row++)
    for (let column = 0; column < Math.min(badge.width, WIDTH); column++)
      luma[(top + row) * WIDTH + left + column] = badge.grey[row * badge.width + column]!;
  // No colour: both chroma planes (a quarter of the pixels each) at their neutral value.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES}:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
