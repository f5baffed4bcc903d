/** Names, note texts and small files for the business detail demo data. */
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Susan',
  'Richard', 'Jessica', 'Joseph', 'Sarah', 'Thomas', 'Karen', 'Carlos', 'María', 'José', 'Lucía', 'Chloé', 'François',
  'Priya', 'Arjun', 'Mei', 'Wei', 'Aisha', 'Omar', 'Siobhan', 'Liam', 'Noah', 'Emma', 'Olivia', 'Ava', 'Ethan', 'Sophia',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodríguez', 'Martínez', 'Hernández',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White',
  'Harris', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Tremblay', 'Gagnon', 'Roy', 'Patel', 'Singh',
  'Chen', 'Nguyen', "O'Brien", 'MacDonald',
] as const;

export const NOTE_TEXTS = [
  'Called the shop manager about the calibration targets; they will confirm the floor is level before the visit.',
  'Customer asked for a copy of last month’s invoices. Sent by email.',
  'Device returned for repair: OBD cable damaged. Replacement shipped.',
  'Discussed the volume discount for pre/post scans. Follow up next quarter.',
  'Shop changed ownership. New primary contact to be added to the user list.',
  'Training session booked for the new technicians.',
  'Billing moved to recurring monthly at the customer’s request.',
  'Promotion extended by 30 days after the launch delay.',
  'Insurance partner requested scan reports for all ADAS calibrations.',
  'Remote diagnostics session: module programming completed successfully.',
] as const;

/** A small text or CSV attachment, its content derived from the business id (the same on every run). */
export function demoFile(businessId: number, csv: boolean): { name: string; content_type: string; size: number; content: Buffer } {
  const text = csv
    ? `date,service,amount\r\n2024-03-01,Pre-repair scan,49.00\r\n2024-03-02,ADAS static calibration,249.00\r\n2024-03-09,Shop ${businessId},0.00\r\n`
    : `Visit report for shop ${businessId}\n\nTargets checked, floor level within tolerance.\nNext visit in six months.\n`;
  const content = Buffer.from(text, 'utf8');
  return { name: csv ? `services-${businessId}.csv` : `visit-report-${businessId}.txt`, content_type: csv ? 'text/csv' : 'text/plain', size: content.length, content };
}
