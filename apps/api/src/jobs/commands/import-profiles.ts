import { importCommand } from '../import/import-entity';
import { replaceList, requiredForNewCheck, upsertByKey } from '../import/sql-helpers';

/** Agent profiles (agent codes) with their sales areas (`sales_areas` = codes separated by `|`). */
export const importProfiles = importCommand({
  entity: 'profiles',
  description: 'Importa i profili agente e le loro zone dal gestionale',
  priority: 70,
  key: ['external_id'],
  fields: {
    external_id: { type: 'text', notNull: true, max: 50 },
    company_name: { type: 'text', notNull: true, requiredForNew: true, max: 200 },
    sales_areas: { type: 'list' },
  },
  checks: () => [requiredForNewCheck('profiles', 'external_id', 'external_id', ['company_name'], 'un profilo')],
  async apply(q, has) {
    const r = await upsertByKey(q, has, { table: 'profiles', keyColumn: 'external_id', keyField: 'external_id', columns: { company_name: { field: 'company_name' } } });
    if (has('sales_areas')) {
      r.updated += await replaceList(q, {
        listField: 'sales_areas',
        parentTable: 'profiles',
        parentKeyColumn: 'external_id',
        keyField: 'external_id',
        childTable: 'sales_areas',
        fkColumn: 'profile_id',
        valueColumn: 'code',
      });
    }
    return r;
  },
});
