// `pnpm --filter @wro/documents bench`: how long 500 badges take as one print-ready PDF (issue 37:
// under 20 s on the project's 2-core machine), in each layout, and the time per badge.
//
// Every badge has a photo (a 800×500 JPEG from the seed assets, standing in for a resized
// portrait), a QR code, and names in both scripts, several of them Arabic and mixed lines: the
// work a real delegation's badges need. BENCH_BADGES changes the count.
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { renderBadges, type Badge, type BadgeLayout } from "../src/index.ts";

const count = Number(process.env.BENCH_BADGES ?? 500);
const targetSeconds = 20;
const photo = new Uint8Array(
  readFileSync(new URL("../../db/seed-assets/seasons/attribute-1.jpg", import.meta.url)),
);

const people = [
  ["محمد عبدالله القحطاني", "Mohammed Abdullah Al-Qahtani"],
  ["نورة سعد العتيبي", "Noura Saad Al-Otaibi"],
  ["فيصل بن تركي الثنيان", "Faisal bin Turki Al-Thunayan"],
  ["ماريا مولر", "María Müller"],
] as const;
const roles = [
  { key: "student", en: "Participant", ar: "مشارك" },
  { key: "coach", en: "Coach", ar: "مدرب" },
  { key: "judge", en: "Judge", ar: "حكم" },
];

const badges: Badge[] = Array.from({ length: count }, (_, index) => {
  const [nameArabic, nameLatin] = people[index % people.length] ?? people[0];
  return {
    nameArabic,
    nameLatin: `${nameLatin} ${index + 1}`,
    delegation: index % 2 ? "Deutschland" : "المملكة العربية السعودية",
    countryCode: index % 2 ? "DE" : "SA",
    team: `فريق Falcons ${index + 1}`,
    role: roles[index % roles.length] ?? roles[0]!,
    photo,
    token: `v1.${index.toString(36).padStart(6, "0")}.Yk3n0Qp8Zx7WcT2mN4bV6cD1eF9gHa5sLq0w`,
    manualCode: `B${String(index + 1).padStart(5, "0")}`,
  };
});

console.log(`${count} badges in one PDF, on ${cpus().length} cores (Node ${process.version})`);
let slowest = 0;
for (const layout of ["a6", "a4x4"] satisfies BadgeLayout[]) {
  const started = performance.now();
  const pdf = await renderBadges(badges, { layout });
  const seconds = (performance.now() - started) / 1000;
  slowest = Math.max(slowest, seconds);
  console.log(
    `${layout.padEnd(5)} ${seconds.toFixed(2)} s total, ${((seconds * 1000) / count).toFixed(2)} ms per badge, ` +
      `${(pdf.byteLength / 1024 / 1024).toFixed(2)} MB (${(pdf.byteLength / count / 1024).toFixed(1)} KB per badge)`,
  );
}
console.log(
  slowest < targetSeconds ? `target met: under ${targetSeconds} s` : `TARGET MISSED: over ${targetSeconds} s`,
);
process.exitCode = slowest < targetSeconds ? 0 : 1;
