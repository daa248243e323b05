import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { auditActions, recordKindNames, type AuditAction, type RecordKind } from "@wro/api/record-kinds";

// The back office's words for the registry's kinds of record and for what a change did to one
// (the audit log and the dashboard's recent activity). Typed by the registry: a kind or an
// action without its words fails the typecheck.

interface KindWords {
  /** As a value of the audit log's "Record" column: "Partner". */
  title: MessageDescriptor;
  /** In a sentence, after what was done: "… deleted a partner". */
  some: MessageDescriptor;
  /** Before the record's own name: "… deleted the partner “Aramco”"; null to leave the name out. */
  named: MessageDescriptor | null;
}

export const recordKindWords: Record<RecordKind, KindWords> = {
  season: { title: msg`Season`, some: msg`a season`, named: msg`the season` },
  partner: { title: msg`Partner`, some: msg`a partner`, named: msg`the partner` },
  region: { title: msg`Region`, some: msg`a region`, named: msg`the region` },
  admin: { title: msg`Admin`, some: msg`an admin`, named: msg`the admin` },
  user: { title: msg`User`, some: msg`a user`, named: msg`the user` },
  event: { title: msg`Event`, some: msg`the event`, named: msg`the event` },
  faq: { title: msg`FAQ`, some: msg`a question`, named: msg`the question` },
  announcement: { title: msg`Announcement`, some: msg`an announcement`, named: msg`the announcement` },
  hotel: { title: msg`Hotel`, some: msg`a hotel`, named: msg`the hotel` },
  setting: { title: msg`Site settings`, some: msg`the site settings`, named: msg`the site settings` },
  contactMessage: {
    title: msg`Contact message`,
    some: msg`a contact message`,
    named: msg`the contact message from`,
  },
  scheduleDay: { title: msg`Schedule day`, some: msg`a schedule day`, named: null },
  scheduleSession: { title: msg`Schedule session`, some: msg`a schedule session`, named: null },
  result: { title: msg`Result`, some: msg`results`, named: null },
  feeCategory: { title: msg`Fee category`, some: msg`a fee category`, named: msg`the fee category` },
  registrationSetting: {
    title: msg`Registration settings`,
    some: msg`the registration settings`,
    named: msg`the registration settings`,
  },
  delegation: { title: msg`Delegation`, some: msg`a delegation`, named: msg`the delegation` },
  delegationTeam: { title: msg`Delegation team`, some: msg`a delegation's team`, named: msg`the team` },
  delegate: { title: msg`Delegate`, some: msg`a delegate`, named: msg`the delegate` },
  // "Order" alone is also a list's position (the sort order): the context tells them apart.
  order: {
    title: msg({ message: "Order", context: "purchase" }),
    some: msg`an order`,
    named: msg`the order`,
  },
  payment: { title: msg`Payment`, some: msg`a payment`, named: msg`the payment` },
  waitingListEntry: { title: msg`Waiting list`, some: msg`a waiting-list entry`, named: null },
  badgeToken: { title: msg`Badge`, some: msg`a badge`, named: msg`the badge of` },
  issuedDocument: {
    title: msg`Letter or certificate`,
    some: msg`a letter or certificate`,
    named: msg`the document of`,
  },
  checkIn: { title: msg`Check-in`, some: msg`a check-in`, named: msg`the check-in of` },
  teamRecords: { title: msg`Team records`, some: msg`a season's team records`, named: null },
};

interface ActionWords {
  /** As a value of the audit log's "Action" column: "Created". */
  title: MessageDescriptor;
  /** In a sentence, after who did it: "Sara created …". */
  did: MessageDescriptor;
}

export const auditActionWords: Record<AuditAction, ActionWords> = {
  create: { title: msg`Created`, did: msg`created` },
  update: { title: msg`Updated`, did: msg`updated` },
  delete: { title: msg`Deleted`, did: msg`deleted` },
  setStatus: { title: msg`Status changed`, did: msg`changed the status of` },
  setRegistration: { title: msg`Registration changed`, did: msg`changed the registration of` },
  setHomeActive: { title: msg`Home page changed`, did: msg`changed the home page display of` },
  markRead: { title: msg`Marked read`, did: msg`marked as read` },
  setState: { title: msg`Changed state`, did: msg`changed the state of` },
  updateOwnProfile: { title: msg`Own profile updated`, did: msg`updated their own profile` },
  verify: { title: msg`Verified`, did: msg`verified` },
  sendPasswordReset: { title: msg`Password-reset link sent`, did: msg`sent a password-reset link to` },
  import: { title: msg`Imported`, did: msg`imported` },
  erase: { title: msg`Personal data erased`, did: msg`erased` },
  purge: { title: msg`Purged`, did: msg`purged` },
  submit: { title: msg`Submitted`, did: msg`submitted` },
  startPayment: { title: msg`Payment started`, did: msg`started paying` },
  pay: { title: msg`Paid`, did: msg`recorded the payment of` },
  refusePayment: { title: msg`Payment refused`, did: msg`refused a payment of` },
  cancel: { title: msg`Cancelled`, did: msg`cancelled` },
  expire: { title: msg`Expired`, did: msg`expired` },
  recordTransfer: { title: msg`Transfer recorded`, did: msg`recorded a bank transfer for` },
  refund: { title: msg`Refunded`, did: msg`refunded` },
  joinWaitingList: { title: msg`Joined the waiting list`, did: msg`put on the waiting list` },
  promote: { title: msg`Promoted`, did: msg`promoted` },
  issueBadge: { title: msg`Badge issued`, did: msg`issued` },
  revokeBadge: { title: msg`Badge revoked`, did: msg`revoked` },
  checkIn: { title: msg`Checked in`, did: msg`checked in` },
  issueDocument: { title: msg`Document issued`, did: msg`issued` },
  revokeDocument: { title: msg`Document revoked`, did: msg`revoked` },
  holdResults: { title: msg`Results held`, did: msg`held` },
  announceResults: { title: msg`Results announced`, did: msg`announced` },
};

// Audit entries name their kind and action as text: older entries may name ones no longer known.
export const isRecordKind = (value: string | null): value is RecordKind =>
  value !== null && (recordKindNames as readonly string[]).includes(value);
export const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && (auditActions as readonly string[]).includes(value);
