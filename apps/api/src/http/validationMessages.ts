import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Chinese messages for Fastify (Ajv) validation errors. Field-specific texts first, then one text per
 * Ajv keyword. Only the field name and the schema's own limits go into a message, never the input.
 */
const FIELD_MESSAGES: Record<string, Partial<Record<string, string>> & { any?: string }> = {
  pageNo: { any: 'pageNo 必须是 1 到 10000 之间的整数' },
  pageSize: { any: 'pageSize 必须是 1 到 100 之间的整数' },
  keyword: { maxLength: '关键词过长，最多 100 个字符', minLength: '请输入搜索关键词', required: '请输入搜索关键词' },
  quantity: { any: '数量必须是 1 到 999999 之间的整数' },
  partNumberList: { minItems: '请至少输入一个型号', maxItems: '一次最多查询 200 个型号' },
};

const LABELS: Record<string, string> = { querystring: '', body: '请求体 ', params: '路径参数 ', headers: '请求头 ' };

function fieldOf(err: FastifySchemaValidationError): string {
  if (err.keyword === 'required') return String((err.params as { missingProperty?: string }).missingProperty ?? '');
  const path = err.instancePath.split('/').filter(Boolean);
  // report the named field, not an array index (/partNumberList/3/quantity -> quantity)
  for (let i = path.length - 1; i >= 0; i--) if (!/^\d+$/.test(path[i]!)) return path[i]!;
  return '';
}

function byKeyword(field: string, err: FastifySchemaValidationError): string {
  const p = err.params as Record<string, unknown>;
  const name = field || '参数';
  switch (err.keyword) {
    case 'required':
      return `缺少必填参数 ${name}`;
    case 'type': {
      const t = String(p.type ?? '');
      if (t === 'integer') return `${name} 必须是整数`;
      if (t === 'number') return `${name} 必须是数字`;
      if (t === 'array') return `${name} 必须是数组`;
      if (t === 'object') return `${name} 必须是对象`;
      if (t === 'boolean') return `${name} 必须是 true 或 false`;
      return `${name} 必须是字符串`;
    }
    case 'maxLength':
      return `${name} 最多 ${String(p.limit)} 个字符`;
    case 'minLength':
      return `${name} 不能为空`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name} 不能小于 ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name} 不能大于 ${String(p.limit)}`;
    case 'maxItems':
      return `${name} 最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `${name} 至少 ${String(p.limit)} 项`;
    case 'pattern':
    case 'format':
      return `${name} 格式不正确`;
    case 'enum':
      return `${name} 取值不正确`;
    case 'additionalProperties':
      return `不支持的参数 ${String(p.additionalProperty ?? '')}`.trim();
    default:
      return `${name} 不合法`;
  }
}

export function validationMessage(errors: readonly FastifySchemaValidationError[], context?: string): string {
  const err = errors[0];
  if (!err) return '参数错误';
  const field = fieldOf(err);
  const special = FIELD_MESSAGES[field];
  const text = special?.[err.keyword] ?? special?.any ?? byKeyword(field, err);
  return `参数错误：${LABELS[context ?? 'querystring'] ?? ''}${text}`;
}
