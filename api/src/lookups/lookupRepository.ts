import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import type { DeviceModelDto, LookupDto } from '../monitoring/monitoringRecordSchema.ts';

const { deviceModels, deviceTypeCategories: categories, packages } = schema;

/** Reference data: packages, device type categories, device models. */
export function lookupRepository(db: Db) {
  return {
    /** Every package (service level), by name. */
    async packages(): Promise<LookupDto[]> {
      return db.select({ _id: packages.id, name: packages.name, slug: packages.slug }).from(packages).orderBy(asc(packages.name));
    },

    /** Every device type category, named in `language` and sorted by that name. */
    async deviceTypeCategories(language: Language): Promise<LookupDto[]> {
      const rows = await db
        .select({ _id: categories.id, nameDa: categories.nameDa, nameEn: categories.nameEn, slug: categories.slug })
        .from(categories)
        .orderBy(asc(categories.slug));
      const named = rows.map((row) => ({ _id: row._id, name: language === 'da' ? row.nameDa : row.nameEn, slug: row.slug }));
      return named.sort((a, b) => a.name.localeCompare(b.name, language));
    },

    /** Every device model with its category (named in `language`), by title. */
    async deviceModels(language: Language): Promise<DeviceModelDto[]> {
      const rows = await db
        .select({
          id: deviceModels.id,
          title: deviceModels.title,
          networkType: deviceModels.networkType,
          networkProtocol: deviceModels.networkProtocol,
          dataModel: deviceModels.dataModel,
          mqttBrokerNumber: deviceModels.mqttBrokerNumber,
          categoryId: categories.id,
          categorySlug: categories.slug,
          categoryNameDa: categories.nameDa,
          categoryNameEn: categories.nameEn,
        })
        .from(deviceModels)
        .innerJoin(categories, eq(categories.id, deviceModels.deviceTypeCategoryId))
        .orderBy(asc(deviceModels.title));
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        network_type: row.networkType,
        networkProtocol: row.networkProtocol,
        deviceTypeCategory: {
          _id: row.categoryId,
          slug: row.categorySlug,
          name: language === 'da' ? row.categoryNameDa : row.categoryNameEn,
        },
        data_model: row.dataModel ?? [],
        mqtt: row.mqttBrokerNumber === null ? null : { brokerNumber: row.mqttBrokerNumber },
      }));
    },
  };
}
