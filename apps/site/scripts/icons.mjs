// The installed app's icons (the web app manifests, app/[lang]/manifest.webmanifest) and the
// iPhone's home-screen icon, drawn from public/icon.svg. Their PNGs are committed: run this
// again (`pnpm --filter @wro/site icons`) only when icon.svg changes.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
const icon = readFileSync(publicDir("icon.svg"));
// A maskable icon is cropped by the phone to its own shape (circle, squircle…): the background
// fills the whole square and the mark stays inside the middle 80 %, the safe zone.
const maskable = Buffer.from(
  icon
    .toString("utf8")
    .replace(/ rx="[^"]*"/, "")
    .replace(/font-size="(\d+)"/, (_, size) => `font-size="${Math.round(Number(size) * 0.8)}"`)
    .replace(/ y="(\d+)"/, ' y="38"'),
);

const outputs = [
  { source: icon, size: 192, name: "icon-192.png" },
  { source: icon, size: 512, name: "icon-512.png" },
  { source: maskable, size: 512, name: "icon-maskable-512.png" },
  // iOS draws its own rounded corners and fills transparency with black: the square version.
  { source: maskable, size: 180, name: "apple-touch-icon.png" },
];

for (const { source, size, name } of outputs) {
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(publicDir(name));
  console.log(`public/${name}`);
}
