/** Every message a form rule can return. Users see these, so they are zh-CN. */
export const RULE_MESSAGES = {
  required: '此项为必填项',
  max: (n: number) => `最多输入${n}个字符`,
  min: (n: number) => `至少输入${n}个字符`,
  tel: '请输入正确的电话号码',
  zipCode: '邮政编码只能包含字母、数字、连字符、括号和空格',
  branchNumber: '只能输入半角英文字母、数字、空格及符号 + - . , # $ % & ( ) = @ * ; : ? / _',
  procurementBranchNumber: '只能输入半角英文字母、数字、空格及符号 + - . , # $ % & ( ) = @ * ; : ? / _ \' "',
  branchNumberWithLocalCharacter: '不能包含 ] ! | \' " { } 或①、Ⅳ、㎜、№等特殊字符',
  procurementBranchNumberWithLocalCharacter: '不能包含 ] ! | { } 或①、Ⅳ、㎜、№等特殊字符',
  taxNoSpace: '税号不能包含空格',
  taxNoAscii: '税号只能包含半角英文字母、数字和符号',
  taxNoForbiddenLetters: '税号不能包含大写字母I、O、Z、S、V',
  openingBank: '请输入正确的开户行名称',
  bankAccount: '银行账号只能包含数字、“.”和“-”',
  email: '请输入正确的邮箱地址',
  quantity: (min: number, max: number) => `请输入${min}到${max}之间的整数`,
  /** SPEC §5 gives this wording verbatim; it is a developer error (bad rule string), not user input. */
  invalid: (field: string) => `${field} is not valid.`,
} as const;
