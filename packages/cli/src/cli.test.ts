import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCaller } from "@wro/api";
import { verifyPassword } from "@wro/auth";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCaptured } from "./testing.ts";
import { parseCsv } from "@wro/api/csv";
import { migrate } from "@wro/db/migrate";

describe.each(testDatabaseKinds)("pnpm wro on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { content: "seeded" });
    dir = await mkdtemp(join(tmpdir(), "wro-cli-"));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const migrations: Array<{ seed: boolean }> = [];
  const run = (...argv: string[]) =>
    runCaptured(argv, {
      open: async () => ({
        api: createCaller({ db: database.db, caller: { kind: "system", name: "cli" } }),
        close: async () => {},
      }),
      migrate: async (options) => {
        migrations.push(options);
        await migrate(database.connection);
      },
      target: database.target,
      cwd: dir,
    });

  it("migrate brings the database up to date, seeds only with --seed, and takes no other option", async () => {
    expect(await run("migrate")).toMatchObject({ status: 0, err: "" });
    expect(await run("migrate", "--seed")).toMatchObject({ status: 0, err: "" });
    expect(migrations).toEqual([{ seed: false }, { seed: true }]);
    expect(await run("migrate", "--force")).toMatchObject({
      status: 1,
      err: expect.stringContaining("migrate takes only --seed"),
    });
    expect(await run("migrate", "--seed", "--seed")).toMatchObject({ status: 1 });
    expect(migrations).toHaveLength(2);
  });

  it("prints help for --help and for each command; refuses unknown commands and options", async () => {
    expect(await run("--help")).toMatchObject({
      status: 0,
      out: expect.stringContaining("Usage: pnpm wro <command>"),
    });
    expect((await run()).status).toBe(1);
    expect(await run("admin:create", "--help")).toMatchObject({
      status: 0,
      out: expect.stringMatching(/--national-id[\s\S]*--finance +Give the admin the finance permission/),
    });
    expect(await run("--help")).toMatchObject({ out: expect.stringContaining("[--finance]") });
    expect(await run("export", "partners", "-h")).toMatchObject({
      status: 0,
      out: expect.stringContaining("--csv"),
    });
    expect(await run("drop", "tables")).toMatchObject({
      status: 1,
      err: expect.stringContaining('Unknown command "drop"'),
    });
    expect(await run("export", "partners", "--xml")).toMatchObject({
      status: 1,
      err: expect.stringContaining("'--xml'"),
    });
    expect(await run("admin:create", "--email", "a@example.org")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Missing --national-id, --password."),
    });
  });

  it("admin:create makes an admin through admin.create, audited as the system caller", async () => {
    const created = await run(
      "admin:create",
      "--national-id",
      "1000000055",
      "--email",
      "Ops@Example.org",
      "--password",
      "ops-password-1",
    );
    expect(created).toMatchObject({ status: 0, out: expect.stringContaining("national ID 1000000055") });
    expect(created.out).not.toContain("finance");
    const admin = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000055" } });
    expect(admin).toMatchObject({
      type: 4,
      isAdmin: true,
      email: "ops@example.org",
      nationality: "SA",
      financePermission: false,
    });
    const audit = await database.db.auditLog.findFirstOrThrow({ where: { entityId: admin.id } });
    expect(audit).toMatchObject({ actorId: null, actorName: "system: cli", action: "create" });

    expect(
      await run(
        "admin:create",
        "--national-id",
        "1000000056",
        "--email",
        "ops@example.org",
        "--password",
        "ops-password-1",
      ),
    ).toMatchObject({
      status: 1,
      err: "This e-mail is already registered.\n",
    });
    expect(
      await run(
        "admin:create",
        "--national-id",
        "1000000057",
        "--email",
        "x@example.org",
        "--password",
        "short",
      ),
    ).toMatchObject({
      status: 1,
      err: expect.stringContaining("password: The password must have at least 12 characters."),
    });
  });

  it("organizer:create makes a national organizer through user.createOrganizer, with a password or a mailed link", async () => {
    expect(await run("organizer:create", "--help")).toMatchObject({
      status: 0,
      out: expect.stringMatching(/--national-id[\s\S]*--password +Set this password/),
    });
    expect(await run("--help")).toMatchObject({ out: expect.stringContaining("organizer:create") });
    expect(await run("organizer:create", "--email", "a@example.org")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Missing --national-id, --name."),
    });

    const scripted = await run(
      "organizer:create",
      "--national-id",
      "7000000071",
      "--email",
      "Federation@Example.org",
      "--name",
      "Saudi Robotics Federation",
      "--password",
      "federation-password-1",
    );
    expect(scripted).toMatchObject({
      status: 0,
      err: "",
      out: expect.stringContaining("with the password given"),
    });
    const organizer = await database.db.user.findUniqueOrThrow({ where: { nationalId: "7000000071" } });
    expect(organizer).toMatchObject({
      type: 2,
      isAdmin: false,
      verified: true,
      status: true,
      email: "federation@example.org",
      nationality: "SA",
    });
    expect(await verifyPassword("federation-password-1", organizer.passwordHash!)).toBe(true);
    const audit = await database.db.auditLog.findFirstOrThrow({ where: { entityId: organizer.id } });
    expect(audit).toMatchObject({
      actorId: null,
      actorName: "system: cli",
      action: "create",
      entity: "user",
    });

    const linked = await run(
      "organizer:create",
      "--national-id",
      "7000000072",
      "--email",
      "club@example.org",
      "--name",
      "Jeddah Robotics Club",
      "--nationality",
      "eg",
    );
    expect(linked).toMatchObject({
      status: 0,
      out: expect.stringContaining("a link to choose a password was mailed"),
    });
    const club = await database.db.user.findUniqueOrThrow({ where: { nationalId: "7000000072" } });
    expect(club).toMatchObject({ type: 2, verified: true, nationality: "EG", passwordHash: null });
    expect(await database.db.passwordResetToken.count({ where: { userId: club.id } })).toBe(1);

    expect(
      await run(
        "organizer:create",
        "--national-id",
        "7000000073",
        "--email",
        "CLUB@example.org",
        "--name",
        "Copy",
      ),
    ).toMatchObject({ status: 1, err: "This e-mail is already registered.\n" });
    // The users export below lists the people this file creates: these go.
    await database.db.user.deleteMany({ where: { id: { in: [organizer.id, club.id] } } });
  });

  it("gate:create makes a gate staff account (type 5) through user.createGateStaff, audited", async () => {
    expect(await run("gate:create", "--help")).toMatchObject({
      status: 0,
      out: expect.stringContaining("check people in"),
    });
    expect(await run("--help")).toMatchObject({ out: expect.stringContaining("gate:create") });
    expect(await run("gate:create", "--email", "a@example.org")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Missing --national-id, --name."),
    });
    const created = await run(
      "gate:create",
      "--national-id",
      "7000000081",
      "--email",
      "North.Gate@Example.org",
      "--name",
      "North Gate Staff",
      "--password",
      "north-gate-password-1",
    );
    expect(created).toMatchObject({ status: 0, err: "", out: expect.stringContaining("Created gate staff") });
    const staff = await database.db.user.findUniqueOrThrow({ where: { nationalId: "7000000081" } });
    expect(staff).toMatchObject({ type: 5, isAdmin: false, status: true, email: "north.gate@example.org" });
    expect(await verifyPassword("north-gate-password-1", staff.passwordHash!)).toBe(true);
    expect(await database.db.auditLog.findFirstOrThrow({ where: { entityId: staff.id } })).toMatchObject({
      actorName: "system: cli",
      action: "create",
      entity: "user",
    });
    // The users export below lists the people this file creates: this one goes.
    await database.db.user.delete({ where: { id: staff.id } });
  });

  it("admin:create --finance gives the new admin the finance permission (the system may grant it)", async () => {
    const created = await run(
      "admin:create",
      "--national-id",
      "1000000058",
      "--email",
      "treasurer@example.org",
      "--password",
      "treasurer-password-1",
      "--name",
      "Treasurer",
      "--finance",
    );
    expect(created).toMatchObject({
      status: 0,
      err: "",
      out: expect.stringContaining(
        "(national ID 1000000058, treasurer@example.org) with the finance permission",
      ),
    });
    const admin = await database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000058" } });
    expect(admin).toMatchObject({ type: 4, name: "Treasurer", financePermission: true });
    const audit = await database.db.auditLog.findFirstOrThrow({ where: { entityId: admin.id } });
    expect(audit).toMatchObject({
      actorName: "system: cli",
      action: "create",
      after: expect.objectContaining({ financePermission: true }),
    });
    expect(await run("admin:create", "--finance=yes")).toMatchObject({ status: 1 });
  });

  it("export users and export audit print the back office's CSV exports", async () => {
    await database.db.user.create({
      data: {
        name: "=Student",
        email: "student@example.org",
        nationalId: "2000000001",
        phoneNumber: "+966500000001",
        type: 0,
      },
    });
    const users = await run("export", "users");
    expect(users).toMatchObject({ status: 0, err: "" });
    const rows = parseCsv(users.out);
    expect(rows.map((row) => [row.name, row.role])).toEqual([["'=Student", "student"]]);

    await run(
      "admin:create",
      "--national-id",
      "1000000077",
      "--email",
      "audit@example.org",
      "--password",
      "audit-password-1",
    );
    const audit = parseCsv((await run("export", "audit")).out);
    expect(audit.length).toBe(await database.db.auditLog.count());
    expect(audit[0]).toMatchObject({
      actorName: "system: cli",
      action: "create",
      entity: "admin",
      label: "WRO Administrator",
    });
    expect(await run("export", "audit", "--json")).toMatchObject({
      status: 1,
      err: expect.stringContaining("'--json'"),
    });
    expect(await run("export", "users", "-h")).toMatchObject({
      status: 0,
      out: expect.stringContaining("role"),
    });
  });

  it("export partners prints every partner as JSON or CSV", async () => {
    const json = await run("export", "partners");
    const partners = JSON.parse(json.out) as Array<{ _id: string; name: string; tier: string }>;
    expect(partners).toHaveLength(await database.db.partner.count());
    expect(partners[0]).toMatchObject({
      name: "Nawat Energy",
      tier: "PREMIUM",
      file_path: "partners/nawat-energy.png",
      file_url: "/uploads/partners/nawat-energy.png",
    });
    const csv = parseCsv((await run("export", "partners", "--csv")).out);
    expect(csv.map((row) => row._id)).toEqual(partners.map((partner) => partner._id));
    expect(Object.keys(csv[0]!)).toEqual([
      "_id",
      "name",
      "file_path",
      "file_url",
      "link",
      "tier",
      "order",
      "status",
      "createdAt",
      "updatedAt",
    ]);
  });

  it("export contact-messages prints the inbox as CSV, optionally one state", async () => {
    await database.db.contactMessage.createMany({
      data: [
        { name: "Huda", email: "huda@example.org", message: '=HYPERLINK("x")', state: "handled" },
        { name: "Omar", email: "omar@example.org", message: "Line one\nline two" },
      ],
    });
    const all = parseCsv((await run("export", "contact-messages")).out);
    expect(all.map((row) => [row.name, row.state])).toEqual(
      expect.arrayContaining([
        ["Huda", "handled"],
        ["Omar", "new"],
      ]),
    );
    expect(all.find((row) => row.name === "Huda")?.message).toBe(`'=HYPERLINK("x")`);
    expect(all.find((row) => row.name === "Omar")?.message).toBe("Line one\nline two");
    const handled = parseCsv((await run("export", "contact-messages", "--state", "handled")).out);
    expect(handled.map((row) => row.name)).toEqual(["Huda"]);
    expect(await run("export", "contact-messages", "--state", "gone")).toMatchObject({
      status: 1,
      err: expect.stringContaining("--state is new, read or handled."),
    });
  });

  it("export results prints every result as CSV with its season", async () => {
    const season = await database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } });
    await database.db.result.createMany({
      data: [1, 2].map((place) => ({
        seasonId: season.id,
        category: "robosports",
        place,
        teamName: `Team ${place}`,
        country: "SA",
        institution: "Jubail School",
      })),
    });
    const csv = parseCsv((await run("export", "results")).out);
    expect(csv).toHaveLength(await database.db.result.count());
    expect(Object.keys(csv[0]!)).toEqual(["season", "category", "place", "team", "country", "institution"]);
    expect(csv[0]).toMatchObject({ season: "season-2025", team: "Team 1" });
    expect(await run("export", "results", "--json")).toMatchObject({ status: 1 });
  });

  it("import countries creates and updates regions from CSV and JSON, by code", async () => {
    await writeFile(
      join(dir, "countries.csv"),
      "code,name_en,name_ar,status\nNZ,New Zealand,نيوزيلندا,true\njo,,,false\n",
    );
    expect(await run("import", "countries", "countries.csv")).toMatchObject({
      status: 0,
      out: "Countries: 1 created, 1 updated, 0 failed.\n",
    });
    const newZealand = await database.db.region.findUniqueOrThrow({ where: { code: "NZ" } });
    expect(newZealand).toMatchObject({
      nameEn: "New Zealand",
      nameAr: "نيوزيلندا",
      flag: expect.stringMatching(/^flags\/.+\.svg$/),
      status: true,
    });
    // The library flag is stored in the database, where every instance of the site finds it.
    const flag = await database.db.storedFile.findUniqueOrThrow({ where: { path: newZealand.flag } });
    expect(flag.contentType).toBe("image/svg+xml");
    expect(await database.db.region.findUniqueOrThrow({ where: { code: "JO" } })).toMatchObject({
      nameEn: "Jordan",
      status: false,
    });

    await writeFile(
      join(dir, "countries.json"),
      JSON.stringify([{ code: "JO", status: true }, { code: "BR" }]),
    );
    expect((await run("import", "countries", join(dir, "countries.json"))).out).toBe(
      "Countries: 1 created, 1 updated, 0 failed.\n",
    );
    expect(await database.db.region.findUniqueOrThrow({ where: { code: "BR" } })).toMatchObject({
      nameEn: "Brazil",
    });
  });

  it("import countries checks every row first and writes nothing when one is wrong", async () => {
    const before = await database.db.region.count();
    await writeFile(join(dir, "bad.csv"), "code,name_en\nFR,France\nZZ,Nowhere\nFR,Again\n");
    const result = await run("import", "countries", "bad.csv");
    expect(result.status).toBe(1);
    expect(result.err).toContain("Row 3: code: Please choose a country");
    expect(result.err).toContain("Row 4: FR is already on row 2.");
    expect(result.err).toContain("Nothing was imported.");
    expect(await database.db.region.count()).toBe(before);
    expect(await run("import", "countries", "missing.csv")).toMatchObject({
      status: 1,
      err: expect.stringContaining("no such file"),
    });
    await writeFile(join(dir, "notes.txt"), "SA");
    expect(await run("import", "countries", "notes.txt")).toMatchObject({
      status: 1,
      err: expect.stringContaining("use a .csv or .json file"),
    });
  });

  it("privacy:purge removes a past season's team records, lists them, counts on --dry-run and refuses the current season", async () => {
    const records = database.db.teamSeasonRecord;
    const saved = (teamId: string, createdAt: string) =>
      records.create({
        data: {
          type: "registration",
          teamId,
          ref: `ref-${teamId}`,
          data: { members: ["A"] },
          createdAt: new Date(createdAt),
        },
      });
    await saved("purge-a", "2021-02-01T10:00:00+03:00");
    await saved("purge-b", "2021-09-01T10:00:00+03:00");
    await saved("keep-2022", "2022-01-01T00:00:00+03:00");
    const kept = await saved("keep-now", new Date().toISOString());

    const dry = await run("privacy:purge", "--season", "2021", "--dry-run");
    expect(dry).toEqual({
      status: 0,
      out: "Dry run: 2 team season records of 2 teams saved in the 2021 season would be removed. Nothing was changed.\n",
      err: "",
    });
    expect(await records.count({ where: { teamId: { in: ["purge-a", "purge-b"] } } })).toBe(2);

    const done = await run("privacy:purge", "--season", "2021");
    expect(done).toMatchObject({ status: 0, err: "" });
    expect(done.out).toContain("Removed 2 team season records of 2 teams saved in the 2021 season");
    expect(done.out).toMatch(
      /team purge-a {2}type registration {2}ref ref-purge-a {2}saved 2021-02-01T07:00:00\.000Z/,
    );
    expect(done.out).not.toContain("members");
    expect(await records.count({ where: { teamId: { in: ["purge-a", "purge-b"] } } })).toBe(0);
    expect(await records.count({ where: { teamId: { in: ["keep-2022", "keep-now"] } } })).toBe(2);
    const audit = await database.db.auditLog.findFirstOrThrow({
      where: { entity: "teamRecords", entityId: "2021" },
    });
    expect(audit).toMatchObject({ action: "purge", actorName: "system: cli" });

    const thisYear = new Date(kept.createdAt.getTime() + 3 * 3600_000).getUTCFullYear();
    expect(await run("privacy:purge", "--season", String(thisYear))).toMatchObject({
      status: 1,
      err: `The ${thisYear} season is the current season or a future one (or still shown on the home page or open for registration): its registration data is kept.\n`,
    });
    // The seeded season-2025 is still on the home page and open for registration.
    expect(await run("privacy:purge", "--season", "season-2025", "--dry-run")).toMatchObject({
      status: 1,
      err: expect.stringContaining("The 2025 season is the current season"),
    });
    expect(await run("privacy:purge", "--season", "season-1999")).toMatchObject({
      status: 1,
      err: 'There is no season "season-1999".\n',
    });
    expect(await run("privacy:purge", "--dry-run")).toMatchObject({
      status: 1,
      err: expect.stringContaining("Missing --season."),
    });
    expect(await run("privacy:purge", "--help")).toMatchObject({
      status: 0,
      out: expect.stringContaining("--dry-run"),
    });
    expect(await records.count({ where: { teamId: "keep-now" } })).toBe(1);
  });
});
