import type zhCN from '../zh-CN/activity-editor';

export default {
  'activityEditor.newTitle': 'New activity',
  'activityEditor.editTitle': 'Edit activity',
  'activityEditor.choose': 'Please choose',
  'activityEditor.regionLoading': 'Loading regions…',
  'activityEditor.deadlineHint': 'The sign-up deadline cannot be after the start',
  'activityEditor.timeZone': 'Times in {{zone}} ({{offset}})',
  'activityEditor.priceYuan': 'Price (yuan)',
  'activityEditor.priceHint': '0 means free; a paid activity needs an approved signing licence',
  'activityEditor.descriptionHint': 'Bold, italic, headings, lists and links are supported',
  'activityEditor.descriptionTooLong':
    'The description is too long (at most 50,000 characters including formatting)',
  'activityEditor.rte.bold': 'Bold',
  'activityEditor.rte.italic': 'Italic',
  // The button shows H2: its name holds what it shows (WCAG 2.5.3, docs/accessibility.md "Markup").
  'activityEditor.rte.heading2': 'H2 heading',
  'activityEditor.rte.heading3': 'H3 heading',
  'activityEditor.rte.bullet': 'Bulleted list',
  'activityEditor.rte.ordered': 'Numbered list',
  'activityEditor.rte.link': 'Link',
  'activityEditor.rte.linkHint': 'Link address (http:// or https://; leave empty to remove)',
  'activityEditor.rte.linkApply': 'OK',
  'activityEditor.rte.undo': 'Undo',
  'activityEditor.rte.redo': 'Redo',
  'activityEditor.saveDraft': 'Save draft',
  'activityEditor.submit': 'Submit for review',
  'activityEditor.saveAndResubmit': 'Save and resubmit for review',
  'activityEditor.fixErrors': 'Please fix the problems in the form first',
  'activityEditor.submitConfirm': 'Submit for review?',
  'activityEditor.submitConfirmContent':
    'The activity goes to review and cannot be edited while it is pending.',
  'activityEditor.saved': 'Draft saved',
  'activityEditor.submitted': 'Submitted for review',
  'activityEditor.approvedWarning':
    'This activity is published: saving changes sends it back to review, and the changes are not shown until approved.',
  'activityEditor.rejected': 'Review rejected: {{reason}}',
  'activityEditor.licenceRequired': 'A paid activity needs an approved signing licence first.',
  'activityEditor.toLicence': 'Go to signing licence',
  'activityEditor.stale':
    'Someone changed this activity meanwhile. Reload the latest version before saving.',
  'activityEditor.reload': 'Reload',
  'activityEditor.reloadConfirm': 'Reload the latest version?',
  'activityEditor.reloadConfirmContent': 'Your unsaved changes will be discarded.',
  'activityEditor.locked': 'This activity is {{status}} and cannot be edited now',
  'activityEditor.lockedHint':
    'Pending and offline activities cannot be changed; see them on the detail page.',
  'activityEditor.toDetail': 'Open the activity detail',
  'activityEditor.notFound': 'The activity does not exist or was deleted',
  'activityEditor.backToList': 'Back to the activity list',
  'activityEditor.loadFailed': 'The activity could not be loaded',
  'activityEditor.retry': 'Retry',
} satisfies Record<keyof typeof zhCN, string>;
