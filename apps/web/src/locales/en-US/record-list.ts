import type zhCN from '../zh-CN/record-list';

// The record list and "new record" of /record (docs/web.md "Onboarding, licence and audit pages").
export default {
  'recordList.title': 'My merchant records',
  'recordList.new': 'New record',
  'recordList.newHint': 'Fill in a record for a new merchant',
  'recordList.newTitle': 'New record',
  'recordList.unnamed': '(no merchant name yet)',
  'recordList.name': 'Merchant name',
  'recordList.status': 'Status',
  'recordList.createdAt': 'Created',
  'recordList.submittedAt': 'Submitted',
  'recordList.decidedAt': 'Decided',
  'recordList.open': 'Open',
  'recordList.discard': 'Discard the unsaved changes?',
  'recordList.shown': 'Shown',
} satisfies Record<keyof typeof zhCN, string>;
