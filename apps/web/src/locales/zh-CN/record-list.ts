// /record 的记录列表与“新建记录”（docs/web.md "Onboarding, licence and audit pages"）。
export default {
  'recordList.title': '我的入驻记录',
  'recordList.new': '新建记录',
  'recordList.newHint': '为新的商户填写一份入驻记录',
  'recordList.newTitle': '新记录',
  'recordList.unnamed': '（未填写商户名称）',
  'recordList.name': '商户名称',
  'recordList.status': '状态',
  'recordList.createdAt': '创建时间',
  'recordList.submittedAt': '提交时间',
  'recordList.decidedAt': '审核时间',
  'recordList.open': '查看',
  'recordList.discard': '放弃未保存的修改？',
  'recordList.shown': '当前',
};
