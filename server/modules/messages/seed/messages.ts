import { PRECANNED_MESSAGES_KEY } from '../../../../contract/messages';
import type { Db } from '../../../db/database';

/** What a dispatcher sends a shop most days, in the order they are offered; the last one retired. */
const PRECANNED: [text: string, isActive: boolean][] = [
  ['A technician has been assigned and will connect to your vehicle shortly.', true],
  ['Please make sure the ignition is on and the scan tool is connected to the OBD port.', true],
  ['The scan is complete. Your report will arrive by email within a few minutes.', true],
  ['We need the vehicle on a level surface with a full tank and no cargo before calibrating.', true],
  ['Please confirm the VIN shown on the dashboard matches the one on the request.', true],
  ['The battery voltage is low. Please connect a battery maintainer and let us know when it is on.', true],
  ['The calibration passed. You can clear the request and return the vehicle to the customer.', true],
  ['Our technicians are busy right now; your request is next in line.', false],
];

/** Calibration recommendations per make: [make, nickname, recommendation, inactive]. */
const RECOMMENDATIONS: [string, string, string, boolean][] = [
  ['Toyota', 'Windshield camera', 'Static calibration of the forward camera after any windshield replacement, using the OEM target board at 2.0 m.', false],
  ['Toyota', 'Front radar', 'Dynamic calibration of the millimeter-wave radar after a bumper or grille repair; drive 10 minutes above 35 mph.', false],
  ['Honda', 'LaneWatch camera', 'Aim the passenger mirror camera with the pattern mat after a mirror replacement.', false],
  ['Honda', 'Multipurpose camera', 'Static aiming of the windshield camera; the vehicle must be unloaded with tires at the placard pressure.', false],
  ['Ford', 'Forward camera', 'Static calibration after windshield replacement; confirm the Co-Pilot360 message clears on the cluster.', false],
  ['Ford', 'Blind spot radar', 'Rear corner radar alignment after quarter panel or bumper cover repair.', false],
  ['Subaru', 'EyeSight stereo camera', 'Static calibration with the EyeSight target after windshield or camera removal; both cameras at once.', false],
  ['Nissan', 'Around view monitor', 'Calibrate all four cameras with the floor mats after replacing a mirror, the grille or the tailgate.', false],
  ['Chevrolet', 'Front camera module', 'Service programming then dynamic learn: drive on marked roads until the learn completes.', false],
  ['Volkswagen', 'Front assist radar', 'Radar alignment with the VAS adjustment device after a front-end collision.', false],
  ['Mercedes-Benz', 'Distronic radar', 'Static radar calibration with the reflector after a bumper repair or a wheel alignment.', false],
  ['BMW', 'KAFAS camera', 'Dynamic camera calibration; older models need the static target instead.', true],
];

/** Demo data of the catalogue area messages (issue 5), seeded on the first start inside the seed's transaction. */
export async function seedMessages(trx: Db): Promise<void> {
  await trx
    .insertInto('lookups')
    .values(PRECANNED.map(([text, isActive], i) => ({ key: PRECANNED_MESSAGES_KEY, text, is_active: isActive, int_value: i + 1 })))
    .execute();

  const makes = new Map((await trx.selectFrom('makes').select(['id', 'make']).execute()).map((m) => [m.make, m.id]));
  await trx
    .insertInto('calibration_recommendations')
    .values(
      RECOMMENDATIONS.map(([make, nickname, recommendation, isInactive]) => {
        const id = makes.get(make);
        if (id === undefined) throw new Error(`The seed's make ${make} is missing`);
        return { vehicle_make: id, nickname, recommendation, is_inactive: isInactive };
      }),
    )
    .execute();

  await trx
    .updateTable('welcome_messages')
    .set({ text: '<p><strong>Welcome to calibration services.</strong> Book an ADAS calibration after any windshield, bumper or suspension repair.</p><p>Questions? Call dispatch at <a href="tel:+18005550142">1-800-555-0142</a>.</p>' })
    .where('language_code', '=', 'en')
    .execute();
  await trx
    .updateTable('welcome_messages')
    .set({ text: '<p><strong>Bienvenido a los servicios de calibración.</strong> Reserve una calibración ADAS después de cualquier reparación de parabrisas, parachoques o suspensión.</p><p>¿Preguntas? Llame a despacho al <a href="tel:+18005550142">1-800-555-0142</a>.</p>' })
    .where('language_code', '=', 'es')
    .execute();
  await trx.updateTable('welcome_message_settings').set({ is_active: true }).where('id', '=', 1).execute();
}
