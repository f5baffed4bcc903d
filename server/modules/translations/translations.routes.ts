import { translationsContract as c } from '../../../contract/translations';
import { route } from '../../http/route';
import { KINDS } from './kinds';
import { fillFromMemory, listAppLabelTranslations, listReportTranslations, listServiceElementTranslations, saveTranslations } from './translations.repository';

/** Translations (issue 16): report sections, service elements and the shop-facing apps' labels, per language. */
export const translationsRoutes = [
  route(c.getReportTranslations, async ({ query, db }) => listReportTranslations(db, query.code)),
  route(c.saveReportTranslations, async ({ body, db, user }) => saveTranslations(db, KINDS.reportSection, body.code, body.items, { userId: user.id })),
  route(c.translateAllReportSections, async ({ query, db, user }) => fillFromMemory(db, KINDS.reportSection, query.code, { userId: user.id })),

  route(c.getServiceElementTranslations, async ({ query, db }) => listServiceElementTranslations(db, query.cultureCode)),
  route(c.saveServiceElementTranslations, async ({ body, db, user }) =>
    saveTranslations(db, KINDS.serviceElement, body.cultureCode, body.items.map((i) => ({ id: i.serviceElementId, translation: i.translation, previous: i.previous })), { userId: user.id }),
  ),
  route(c.translateAllServiceElements, async ({ query, db, user }) => fillFromMemory(db, KINDS.serviceElement, query.cultureCode, { userId: user.id })),

  route(c.getAppLabelTranslations, async ({ query, db }) => listAppLabelTranslations(db, query.code)),
  route(c.appLabelTranslations, async ({ body, db, user }) => saveTranslations(db, KINDS.appLabel, body.code, body.items, { userId: user.id })),
];
