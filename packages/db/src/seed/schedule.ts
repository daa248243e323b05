// Demo content (see content.ts): the national final's agenda.

/** Riyadh wall-clock time on a day of the final ("2025-10-24", "09:30") as an instant. */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

type SeedSession = { from: string; to?: string; en: string; ar: string; category?: string };

/** The national final's agenda, day by day (times in Asia/Riyadh). */
export const schedule: Array<{ date: string; sessions: SeedSession[] }> = [
  {
    date: "2025-10-24",
    sessions: [
      { from: "09:00", en: "Venue open", ar: "افتتاح المقر" },
      {
        from: "09:30",
        to: "13:00",
        en: "Free practice time / setup in all categories",
        ar: "وقت التدريب الحر / التجهيز في جميع الفئات",
      },
      { from: "13:00", to: "14:00", en: "Lunch", ar: "الغداء" },
      { from: "14:30", to: "16:00", en: "Opening ceremony", ar: "حفل الافتتاح" },
      { from: "16:30", to: "17:30", en: "Dinner", ar: "العشاء" },
      { from: "18:00", en: "Venue closed", ar: "إغلاق المقر" },
    ],
  },
  {
    date: "2025-10-25",
    sessions: [
      { from: "08:00", en: "Venue open", ar: "افتتاح المقر" },
      {
        from: "08:30",
        to: "12:30",
        en: "RoboMission: qualification rounds",
        ar: "روبو ميشن: الجولات التأهيلية",
        category: "robomission",
      },
      {
        from: "08:30",
        to: "12:30",
        en: "Future Innovators: judging",
        ar: "المبتكرون المستقبليون: التحكيم",
        category: "future-innovators",
      },
      { from: "12:30", to: "13:30", en: "Lunch", ar: "الغداء" },
      {
        from: "13:30",
        to: "17:00",
        en: "RoboSports and Future Engineers: rounds",
        ar: "روبو سبورتس ومهندسو المستقبل: الجولات",
        category: "robosports",
      },
      { from: "17:30", to: "18:30", en: "Dinner", ar: "العشاء" },
      { from: "19:00", to: "21:00", en: "Friendship Night", ar: "ليلة الصداقة" },
    ],
  },
  {
    date: "2025-10-26",
    sessions: [
      { from: "08:00", en: "Venue open", ar: "افتتاح المقر" },
      {
        from: "08:30",
        to: "12:00",
        en: "Final rounds in all categories",
        ar: "الجولات النهائية في جميع الفئات",
      },
      { from: "12:00", to: "13:00", en: "Lunch", ar: "الغداء" },
      { from: "14:00", to: "15:30", en: "Awards and closing ceremony", ar: "حفل توزيع الجوائز والختام" },
      { from: "16:00", en: "Venue closed", ar: "إغلاق المقر" },
    ],
  },
];

/** A seed session as the database stores it. */
export function scheduleSessionRow(date: string, session: SeedSession) {
  return {
    startsAt: riyadh(date, session.from),
    endsAt: session.to ? riyadh(date, session.to) : null,
    titleEn: session.en,
    titleAr: session.ar,
    category: session.category ?? null,
  };
}
