import { messagesContract as c } from '../../../contract/messages';
import { route } from '../../http/route';
import { checkMakes, deleteRecommendation, getRecommendation, listRecommendations, saveRecommendation } from './calibration.repository';
import { savePrecannedMessage } from './precanned.repository';
import { saveEachRow } from '../../db/batch';
import { getShown, getTranslated, saveTranslated, setActive } from './welcome.repository';

/** Pre-canned messages (read with lookup/ByKey), calibration recommendations and the calibration homepage message. */
export const messagesRoutes = [
  route(c.savePrecannedMessages, async ({ body, db, language, user }) => saveEachRow(body, (row) => savePrecannedMessage(db, { userId: user.id }, row), { language })),

  route(c.getCalibrationRecommendations, async ({ query, db }) => listRecommendations(db, query.vehicleMake)),
  route(c.getCalibrationRecommendation, async ({ query, db }) => getRecommendation(db, query.id)),
  route(c.saveCalibrationRecommendations, async ({ body, db, language, user }) => {
    await checkMakes(db, body);
    return saveEachRow(body, (row) => saveRecommendation(db, { userId: user.id }, row), { language });
  }),
  route(c.deleteCalibrationRecommendation, async ({ query, db, user }) => deleteRecommendation(db, { userId: user.id }, query.id, query.version)),

  route(c.getWelcomeNotificationMessage, async ({ query, db }) => getShown(db, query.languageCode ?? 'en')),
  route(c.getTranslatedCalibrationWelcomeMessage, async ({ query, db }) => getTranslated(db, query.languageCode)),
  route(c.saveCalibrationWelcomeMessage, async ({ body, db, user }) => saveTranslated(db, { userId: user.id }, body.LanguageCode, body.Text, body.version)),
  route(c.enableCalibrationWelcomeMessage, async ({ db, user }) => setActive(db, { userId: user.id }, true)),
  route(c.disableCalibrationWelcomeMessage, async ({ db, user }) => setActive(db, { userId: user.id }, false)),
];
