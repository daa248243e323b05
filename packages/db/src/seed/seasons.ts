// Demo content (see content.ts): the current season and the archived one before it.

export const season = {
  id: "seed-season-2025",
  slug: "season-2025",
  // When the season was opened, before its final: a season added after the final is the next one.
  createdAt: new Date("2025-05-01T09:00:00+03:00"),
  nameEn: "Season 2025",
  nameAr: "موسم 2025",
  titleEn: "The Future of Robots",
  titleAr: "مستقبل الروبوتات",
  descriptionEn:
    "The 2025 season invites young people aged 8 to 19 to design, build and program robots that answer real challenges, and brings the best teams to Jubail.",
  descriptionAr:
    "يدعو موسم 2025 الشباب من عمر 8 إلى 19 عامًا إلى تصميم روبوتات وبنائها وبرمجتها لمواجهة تحديات حقيقية، ويجمع أفضل الفرق في الجبيل.",
  logo: "seasons/season-2025-banner.jpg",
  status: true,
  registration: true,
  homeActive: true,
  attributes: [
    {
      titleEn: "Four categories",
      titleAr: "أربع فئات",
      descEn:
        "Teams compete in RoboMission, RoboSports, Future Innovators and Future Engineers, each with its own rules and age groups.",
      descAr:
        "تتنافس الفرق في فئات مهمة الروبوت، ورياضة الروبوت، والمبتكرون المستقبليون، والمهندسون المستقبليون، ولكل فئة قواعدها وفئاتها العمرية.",
      image: "seasons/attribute-1.jpg",
    },
    {
      titleEn: "A national final in Jubail",
      titleAr: "نهائي وطني في الجبيل",
      descEn:
        "Three days of competition from 24 to 26 October 2025, with practice time, an opening ceremony and a Friendship Night.",
      descAr: "ثلاثة أيام من المنافسة من 24 إلى 26 أكتوبر 2025، تشمل وقتًا للتدريب وحفل افتتاح وليلة الصداقة.",
      image: "seasons/attribute-2.jpg",
    },
    {
      titleEn: "The road to the world",
      titleAr: "الطريق إلى العالمية",
      descEn:
        "National champions represent Saudi Arabia at the yearly international final, alongside teams from more than 100 countries.",
      descAr:
        "يمثل الأبطال الوطنيون المملكة العربية السعودية في النهائي الدولي السنوي إلى جانب فرق من أكثر من 100 دولة.",
      image: "seasons/attribute-3.jpg",
    },
  ],
};

/**
 * The previous season, archived: published, not on the home page, registration closed. The
 * team-registration guard sends visitors without the right role to its page (spec §2).
 */
export const archivedSeason = {
  id: "seed-season-2024",
  slug: "wro-2024",
  createdAt: new Date("2024-05-01T09:00:00+03:00"),
  nameEn: "Season 2024",
  nameAr: "موسم 2024",
  titleEn: "Earth Allies",
  titleAr: "حلفاء الأرض",
  descriptionEn:
    "In the 2024 season, teams built robots that help people and nature live together, and Saudi champions travelled to the international final in Izmir, Türkiye.",
  descriptionAr:
    "في موسم 2024 صممت الفرق روبوتات تساعد الإنسان والطبيعة على العيش معًا، وشارك الأبطال السعوديون في النهائي الدولي في إزمير بتركيا.",
  status: true,
  registration: false,
  homeActive: false,
  attributes: [
    {
      titleEn: "Earth Allies",
      titleAr: "حلفاء الأرض",
      descEn: "The season's theme asked how robots can protect biodiversity and help us share the planet.",
      descAr: "طرح موضوع الموسم سؤالًا: كيف يمكن للروبوتات أن تحمي التنوع الحيوي وتساعدنا على مشاركة كوكبنا؟",
    },
    {
      titleEn: "Four categories",
      titleAr: "أربع فئات",
      descEn: "RoboMission, RoboSports, Future Innovators and Future Engineers, as every season.",
      descAr: "مهمة الروبوت، ورياضة الروبوت، والمبتكرون المستقبليون، والمهندسون المستقبليون، كما في كل موسم.",
    },
    {
      titleEn: "International final in Izmir",
      titleAr: "النهائي الدولي في إزمير",
      descEn: "National champions met teams from around the world at the international final in Türkiye.",
      descAr: "التقى الأبطال الوطنيون بفرق من أنحاء العالم في النهائي الدولي في تركيا.",
    },
  ],
};
