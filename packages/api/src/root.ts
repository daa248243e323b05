import { accountRouter } from "./routers/account/router.ts";
import { adminRouter } from "./routers/admin/router.ts";
import { announcementRouter } from "./routers/announcement/router.ts";
import { auditRouter } from "./routers/audit/router.ts";
import { authRouter } from "./routers/auth/router.ts";
import { badgeRouter } from "./routers/badge/router.ts";
import { certificateRouter } from "./routers/certificate/router.ts";
import { checkinRouter } from "./routers/checkin/router.ts";
import { contactMessageRouter } from "./routers/contact-message/router.ts";
import { dashboardRouter } from "./routers/dashboard/router.ts";
import { delegationRouter } from "./routers/delegation/router.ts";
import { documentRouter } from "./routers/document/router.ts";
import { eventRouter } from "./routers/event/router.ts";
import { faqRouter } from "./routers/faq/router.ts";
import { feeCategoryRouter } from "./routers/fee-category/router.ts";
import { hotelRouter } from "./routers/hotel/router.ts";
import { orderRouter } from "./routers/order/router.ts";
import { partnerRouter } from "./routers/partner/router.ts";
import { privacyRouter } from "./routers/privacy/router.ts";
import { pushRouter } from "./routers/push/router.ts";
import { regionRouter } from "./routers/region/router.ts";
import { registrationSettingRouter } from "./routers/registration-setting/router.ts";
import { resultRouter } from "./routers/result/router.ts";
import { scheduleRouter } from "./routers/schedule/router.ts";
import { seasonRouter } from "./routers/season/router.ts";
import { settingRouter } from "./routers/setting/router.ts";
import { trainingRouter } from "./routers/training/router.ts";
import { userRouter } from "./routers/user/router.ts";
import { createCallerFactory, createTRPCRouter } from "./trpc.ts";

export const appRouter = createTRPCRouter({
  account: accountRouter,
  admin: adminRouter,
  announcement: announcementRouter,
  audit: auditRouter,
  auth: authRouter,
  badge: badgeRouter,
  certificate: certificateRouter,
  checkin: checkinRouter,
  contactMessage: contactMessageRouter,
  dashboard: dashboardRouter,
  delegation: delegationRouter,
  document: documentRouter,
  event: eventRouter,
  faq: faqRouter,
  feeCategory: feeCategoryRouter,
  hotel: hotelRouter,
  order: orderRouter,
  partner: partnerRouter,
  privacy: privacyRouter,
  push: pushRouter,
  region: regionRouter,
  registrationSetting: registrationSettingRouter,
  result: resultRouter,
  schedule: scheduleRouter,
  season: seasonRouter,
  setting: settingRouter,
  training: trainingRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process (server components, internal scripts) with the given context. */
export const createCaller = createCallerFactory(appRouter);
