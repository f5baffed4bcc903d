/** file/uploadBase64 in the change history: an upload leaves one creation of the file (area files), a refused one none. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type FileEntry, filesContract as c } from '../../../contract/files';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { imageBase64, textBase64 } from './testFiles';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

const changeLog = changeHistory(t);
const upload = (fileName: string, contentBase64: string) => call(t.app, c.uploadBase64, { token, body: { folder: 'history/uploads', fileName, contentBase64 } });

describe('file/uploadBase64 in the change history', () => {
  it('records one creation of the file with what the browser shows of it (never its content); a duplicate or refused upload records nothing', async () => {
    let from = await changeLog.mark();
    const res = await upload('notes.txt', textBase64('History notes'));
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<FileEntry>();
    const entry = { area: 'files', entity: 'file', action: 'create', record_id: file.id, scope_id: null, user_id: adminId, before: null };
    const after = { folder: 'history/uploads', name: 'notes.txt', contentType: file.contentType, size: 13, width: null, height: null, createdBy: 'demo.admin' };
    expect(await changeLog.since(from)).toEqual([{ ...entry, after }]);

    from = await changeLog.mark();
    const image = (await upload('photo.png', await imageBase64('png', 40, 30))).json<FileEntry>();
    expect(await changeLog.since(from)).toEqual([{ ...entry, record_id: image.id, after: { ...after, name: 'photo.png', contentType: 'image/png', size: image.size, width: 40, height: 30 } }]);

    from = await changeLog.mark();
    const again = await upload('notes.txt', textBase64('Again'));
    expect([again.statusCode, again.json<{ code: string; errors: { field: string }[] }>()]).toEqual([409, expect.objectContaining({ code: 'duplicate', errors: [expect.objectContaining({ field: 'fileName' })] })]);
    expect((await upload('setup.txt', Buffer.from('MZ\x90\x00', 'latin1').toString('base64'))).statusCode).toBe(400);
    expect(await changeLog.since(from)).toEqual([]);
  });
});
