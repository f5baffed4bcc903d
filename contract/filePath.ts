/**
 * The paths of the files browser's store (file/list, fileBase64, thumbsBase64, uploadBase64): a folder is
 * names joined by `/` ('' is the root), a file's path is its folder and its name. The store is in the
 * database, so no path reaches a disk; still, a path that could mean something else somewhere (a parent
 * folder, an absolute path, an encoded or look-alike separator, a name disguised by a direction override)
 * is refused, naming what is wrong, before any query. The console checks names with the same rules.
 */
import { r } from './refusal';

export const MAX_NAME_CHARS = 100;
export const MAX_FOLDER_DEPTH = 10;
export const MAX_PATH_CHARS = 500;

const code = (c: string) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Characters that change the direction of text or take no space: they can make `txt.exe` read `exe.txt`. */
const DISGUISING = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffd]/u;
/** Look-alikes of `/`, `\` and `.` that Unicode normalization (NFKC) leaves as they are. */
const LOOK_ALIKES: Record<string, string> = { '\u2215': '/', '\u2044': '/', '\u29f8': '/', '\u2571': '/', '\u2216': '\\', '\u29f5': '\\', '\u29f9': '\\', '\u2572': '\\' };
const RESERVED = /[<>:"|?*]/;

/** The first character that stands for another: a fullwidth `．` or `／`, a ligature, or one of LOOK_ALIKES. */
function lookAlike(value: string): [string, string] | undefined {
  for (const c of value) {
    const plain = LOOK_ALIKES[c] ?? c.normalize('NFKC');
    if (plain !== c) return [c, plain];
  }
  return undefined;
}

/** What is wrong with the characters of a path or name, whatever its kind. */
function characterProblem(value: string): string | undefined {
  const control = CONTROL.exec(value)?.[0];
  if (control !== undefined) return r`must not contain control characters such as a NUL byte (${code(control)} found)`;
  const disguising = DISGUISING.exec(value)?.[0];
  if (disguising !== undefined) return r`must not contain ${code(disguising)}: invisible, replacement and direction-changing characters can disguise a name`;
  if (value.normalize('NFC') !== value) return r('must be in Unicode NFC form: an accented letter as one character, not a letter and a combining accent');
  const alike = lookAlike(value);
  if (alike) return r`must not contain ${code(alike[0])}, which stands for "${alike[1]}": type the plain character`;
  if (/%[0-9a-f]{2}/i.test(value)) return r('must not be percent-encoded (%2e, %2f, %25…): send the path decoded');
  if (value.includes('\\')) return r('must not contain a backslash: folders are separated by /');
  return undefined;
}

/** What is wrong with one name of a path (a folder's or the file's). */
function nameProblem(name: string): string | undefined {
  if (name === '') return r('must not contain an empty name (// or a / at either end)');
  if (/^\.+$/.test(name)) return r('must not contain a name made of dots only, such as . or .. (a path cannot leave its folder)');
  if (RESERVED.test(name)) return r('must not contain < > : " | ? or *');
  if (name.trim() !== name) return r('must not begin or end a name with a space');
  if (name.length > MAX_NAME_CHARS) return r`must not contain a name longer than ${MAX_NAME_CHARS} characters`;
  return undefined;
}

export type PathKind = 'folder' | 'file' | 'name';

/**
 * What is wrong with `value` as a folder ('' for the root), a file's path, or a file's name alone;
 * undefined when nothing is. The message is the contract's (translated by the server's catalogue).
 */
export function pathProblem(value: string, kind: PathKind): string | undefined {
  if (value === '' && kind === 'folder') return undefined;
  if (value === '') return r('must not be empty');
  if (value.length > MAX_PATH_CHARS) return r`must be at most ${MAX_PATH_CHARS} characters`;
  const characters = characterProblem(value);
  if (characters) return characters;
  if (/^[a-z]:/i.test(value) || value.startsWith('/') || value.startsWith('~')) return r('must be relative to the store: no leading /, ~ or drive letter');
  if (kind === 'name' && value.includes('/')) return r('must be a name without /');
  const names = value.split('/');
  if (names.length > MAX_FOLDER_DEPTH + (kind === 'file' ? 1 : 0)) return r`must be at most ${MAX_FOLDER_DEPTH} folders deep`;
  for (const name of names) {
    const problem = nameProblem(name);
    if (problem) return problem;
  }
  return undefined;
}

/** A file's path split into its folder ('' for the root) and name. */
export function splitPath(path: string): { folder: string; name: string } {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { folder: '', name: path } : { folder: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** The path of `name` in `folder`. */
export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
