// Demo content for a fresh installation, from the facts of the specification only. What the
// specification does not state (the venue, partners, results) is left out: the site shows
// nothing in its place until organizers enter it in the back office.
import type { SponsorTier } from "../generated/prisma/enums.ts";

export const siteSettings = {
  siteName: "WRO",
  // Teams register through their national organizer; visitors through the event's own form.
  registrationLink: "https://wro-association.org/competition/national-organizers",
  visitorRegistrationLink: "https://register.wro-saudi.org/visitors/",
  contactEmail: "info@wro-saudi.org",
};

/**
 * Placeholders earlier seeds wrote (a fake phone number, example links, an invented venue,
 * sponsors and results); `seed` clears them where organizers left them unchanged.
 */
export const retiredPlaceholders = {
  contactPhone: "+966 13 000 0000",
  partnerLinkPrefix: "https://example.com/",
  venue: {
    venueNameEn: "Demo venue — Jubail Exhibition Hall",
    venueNameAr: "مقر تجريبي — قاعة معارض الجبيل",
    venueAddressEn: "Demo address: King Abdulaziz Road, Jubail Industrial City 35718, Saudi Arabia",
    venueAddressAr:
      "عنوان تجريبي: طريق الملك عبدالعزيز، مدينة الجبيل الصناعية 35718، المملكة العربية السعودية",
    venueLatitude: 27.0112,
    venueLongitude: 49.6583,
  },
  /** Invented sponsors, each with its logo at `partners/<slug>.png`. */
  partners: [
    { slug: "nawat-energy", name: "Nawat Energy", tier: "PREMIUM" },
    { slug: "jubail-industrial", name: "Jubail Industrial Valley", tier: "PREMIUM" },
    { slug: "sahel-telecom", name: "Sahel Telecom", tier: "PREMIUM" },
    { slug: "falak-robotics", name: "Falak Robotics", tier: "GOLD" },
    { slug: "midad-education", name: "Midad Education", tier: "GOLD" },
    { slug: "tarqiya-labs", name: "Tarqiya Labs", tier: "GOLD" },
    { slug: "gulf-makers", name: "Gulf Makers Hub", tier: "SILVER" },
    { slug: "bina-components", name: "Bina Components", tier: "SILVER" },
    { slug: "nukhba-academy", name: "Nukhba Academy", tier: "SILVER" },
  ] satisfies Array<{ slug: string; name: string; tier: SponsorTier }>,
  /** Invented results of the current season (category, place, team, country, institution). */
  results: [
    ["robomission-junior", 1, "Demo Team Falcons", "SA", "Demo School, Jubail"],
    ["robomission-junior", 2, "Demo Team Dunes", "SA", "Demo School, Riyadh"],
    ["robomission-junior", 3, "Demo Team Pearls", "BH", "Demo School, Manama"],
    ["future-engineers", 1, "Demo Team Circuit", "SA", "Demo College, Dammam"],
    ["future-engineers", 2, "Demo Team Oasis", "AE", "Demo College, Dubai"],
    ["future-engineers", 3, "Demo Team Gulf", "KW", "Demo College, Kuwait City"],
  ] as const,
};

/** 24 October 2025, 09:00 in Jubail (Arabia Standard Time, UTC+3). */
export const event = {
  id: "seed-event-2025",
  nameEn: "WRO Saudi Arabia 2025",
  nameAr: "الأولمبياد العالمي للروبوت – السعودية 2025",
  eventDate: new Date("2025-10-24T09:00:00+03:00"),
  locationEn: "Jubail, Saudi Arabia",
  locationAr: "الجبيل، المملكة العربية السعودية",
  // No venue: the specification names only the city. Organizers enter it in the back office.
  status: true,
};

/** ISO 3166-1 alpha-2 codes of the participating countries; names come from i18n-iso-countries. */
export const participatingCountries = [
  "SA",
  "AE",
  "BH",
  "KW",
  "OM",
  "QA",
  "EG",
  "JO",
  "MA",
  "TN",
  "PK",
  "IN",
  "JP",
  "KR",
];

export const faqs = [
  {
    questionEn: "Who can take part in WRO Saudi Arabia?",
    questionAr: "من يمكنه المشاركة في الأولمبياد العالمي للروبوت في السعودية؟",
    answerEn:
      "Young people aged 8 to 19, in teams of two or three with a coach, registered through a national organizer.",
    answerAr:
      "الشباب من عمر 8 إلى 19 عامًا، في فرق من عضوين أو ثلاثة مع مدرب، ويتم تسجيلهم عن طريق منظم وطني.",
  },
  {
    questionEn: "How do we register a team?",
    questionAr: "كيف نسجّل فريقًا؟",
    answerEn:
      "Registration is done only by national organizers through the official registration system. Contact us if you need help finding yours.",
    answerAr:
      "يتم التسجيل عن طريق المنظمين الوطنيين فقط من خلال نظام التسجيل الرسمي. تواصل معنا إذا احتجت إلى مساعدة في الوصول إلى منظمك.",
  },
  {
    questionEn: "Is the registration fee refundable?",
    questionAr: "هل رسوم التسجيل قابلة للاسترداد؟",
    answerEn:
      "No. Fees cannot be refunded once registration is finalized, and a delegation that has not paid cannot enter the venue.",
    answerAr: "لا. لا تُسترد الرسوم بعد اعتماد التسجيل، ولا يُسمح للوفد الذي لم يسدد الرسوم بدخول مقر الحدث.",
  },
  {
    questionEn: "Does the fee include hotel and transport?",
    questionAr: "هل تشمل الرسوم الفندق والمواصلات؟",
    answerEn:
      "No. The fee covers meals, event access, goodies and Friendship Night; accommodation and transport are booked separately.",
    answerAr:
      "لا. تغطي الرسوم الوجبات ودخول الحدث والهدايا وليلة الصداقة، أما السكن والمواصلات فيتم حجزها بشكل منفصل.",
  },
  {
    questionEn: "Can visitors attend the event?",
    questionAr: "هل يمكن للزوار حضور الحدث؟",
    answerEn: "Yes. Visitors are welcome; please register as a visitor before you come.",
    answerAr: "نعم، الزوار مرحب بهم، ونرجو التسجيل كزائر قبل الحضور.",
  },
];

/** Bodies are Markdown (links, lists, emphasis), rendered by the site's sanitizing renderer. */
export const announcements = [
  {
    slug: "international-final-information",
    titleEn: "International Final Information",
    titleAr: "معلومات النهائي الدولي",
    bodyEn: [
      "National champions of **WRO Saudi Arabia 2025** will represent the Kingdom at the international final.",
      "Delegations will receive from their national organizer:",
      "- travel details,\n- team quotas,\n- deadlines.",
      "Read more on the [World Robot Olympiad website](https://wro-association.org/).",
    ].join("\n\n"),
    bodyAr: [
      "سيمثل أبطال **الأولمبياد العالمي للروبوت في السعودية 2025** المملكةَ في النهائي الدولي.",
      "وستتلقى الوفود من منظمها الوطني:",
      "- تفاصيل السفر،\n- حصص الفرق،\n- المواعيد النهائية.",
      "اقرأ المزيد في [موقع الأولمبياد العالمي للروبوت](https://wro-association.org/).",
    ].join("\n\n"),
    publishedAt: new Date("2025-09-01T10:00:00+03:00"),
  },
  {
    slug: "important-updates-pre-event",
    titleEn: "Important Updates and Pre-Event Information",
    titleAr: "تحديثات مهمة ومعلومات ما قبل الحدث",
    bodyEn: [
      "The venue in Jubail opens at *09:00 on 24 October*.",
      "- Shuttles run from the airport to the official hotels on 23 and 24 October.\n- Please bring your team badges.",
      "Check the [schedule page](/scheduale/) for the agenda.",
    ].join("\n\n"),
    bodyAr: [
      "يفتح مقر الحدث في الجبيل أبوابه *الساعة 09:00 يوم 24 أكتوبر*.",
      "- تعمل الحافلات من المطار إلى الفنادق المعتمدة يومي 23 و24 أكتوبر.\n- يرجى إحضار بطاقات الفريق.",
      "راجع [صفحة الجدول](/ar/scheduale/) للاطلاع على البرنامج.",
    ].join("\n\n"),
    publishedAt: new Date("2025-10-10T10:00:00+03:00"),
  },
];

export const hotels = [
  {
    nameEn: "InterContinental Al Jubail Resort",
    nameAr: "منتجع إنتركونتيننتال الجبيل",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 5,
  },
  {
    nameEn: "Holiday Inn Al Jubail",
    nameAr: "هوليداي إن الجبيل",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 4,
  },
  {
    nameEn: "Radisson Blu Hotel Jubail",
    nameAr: "فندق راديسون بلو الجبيل",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 5,
  },
  {
    nameEn: "Novotel Jubail",
    nameAr: "نوفوتيل الجبيل",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 4,
  },
  {
    nameEn: "Fanar Hotel & Residences",
    nameAr: "فندق ومساكن فنار",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 4,
  },
  {
    nameEn: "Boudl Al Jubail",
    nameAr: "بودل الجبيل",
    areaEn: "Jubail City",
    areaAr: "مدينة الجبيل",
    stars: 3,
  },
  {
    nameEn: "Golden Tulip Al Jubail",
    nameAr: "جولدن توليب الجبيل",
    areaEn: "Jubail City",
    areaAr: "مدينة الجبيل",
    stars: 4,
  },
  {
    nameEn: "Mövenpick Hotel Al Jubail",
    nameAr: "فندق موفنبيك الجبيل",
    areaEn: "Jubail Corniche",
    areaAr: "كورنيش الجبيل",
    stars: 5,
  },
  {
    nameEn: "Coral Al Jubail Hotel",
    nameAr: "فندق كورال الجبيل",
    areaEn: "Jubail City",
    areaAr: "مدينة الجبيل",
    stars: 4,
  },
  {
    nameEn: "Al Jubail Hotel",
    nameAr: "فندق الجبيل",
    areaEn: "Jubail City",
    areaAr: "مدينة الجبيل",
    stars: 3,
  },
  {
    nameEn: "Sadaf Residence Jubail",
    nameAr: "سكن صدف الجبيل",
    areaEn: "Jubail Industrial City",
    areaAr: "مدينة الجبيل الصناعية",
    stars: 3,
  },
];

export const competitions = [
  { nameEn: "RoboMission", nameAr: "مهمة الروبوت" },
  { nameEn: "RoboSports", nameAr: "رياضة الروبوت" },
  { nameEn: "Future Innovators", nameAr: "المبتكرون المستقبليون" },
  { nameEn: "Future Engineers", nameAr: "المهندسون المستقبليون" },
];

export const wroSeasons = [
  { year: 2024, nameEn: "WRO 2024 — Earth Allies", nameAr: "الأولمبياد العالمي للروبوت 2024 – حلفاء الأرض" },
  {
    year: 2025,
    nameEn: "WRO 2025 — The Future of Robots",
    nameAr: "الأولمبياد العالمي للروبوت 2025 – مستقبل الروبوتات",
  },
];

export const trainingCenters = [
  {
    region: "SA",
    nameEn: "Jubail Robotics Training Center",
    nameAr: "مركز الجبيل للتدريب على الروبوت",
    locationEn: "Jubail Industrial City",
    locationAr: "مدينة الجبيل الصناعية",
  },
];
