// What PostgreSQL does with a statement, in one line a scenario can print beside its timings.
import { format } from './report.mjs';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement ({ sql, values }) on `db`: its plan's top three levels of
 * nodes (index or table, rows returned and filtered out) in one line, and its execution time.
 */
export async function explain(db, { sql, values = [] }) {
  const { rows: [row] } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, values);
  const [{ Plan: plan, 'Execution Time': ms }] = row['QUERY PLAN'];
  const describe = (node, depth) => {
    const what = `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
    const rows = `${node['Actual Rows']} rows${node['Rows Removed by Filter'] ? `, ${node['Rows Removed by Filter']} filtered out` : ''}`;
    const children = depth < 2 && node.Plans ? ` [${node.Plans.map((p) => describe(p, depth + 1)).join('; ')}]` : '';
    return `${what} (${rows})${children}`;
  };
  return `${describe(plan, 0)}: ${format.ms(ms)}`;
}
