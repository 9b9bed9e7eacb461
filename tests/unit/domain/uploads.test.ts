import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import {
  kindOfName,
  refusedContentMessage,
  DEFAULT_UPLOAD_KINDS,
  describeBytes,
  describeKinds,
  kindOfContent,
  mayUploadTo,
  nameWithoutExtension,
  sanitiseFileName,
  storedFileName,
} from '../../../domain/uploads.ts';

describe('who may add documents to a vault', () => {
  it('lets a seller of the property and an administrator upload, and nobody else', () => {
    expect(mayUploadTo({ role: ROLE.homeMover }, { isSeller: true })).toBe(true);
    expect(mayUploadTo({ role: ROLE.administrator }, { isSeller: false })).toBe(true);
    for (const role of [ROLE.homeMover, ROLE.agent, ROLE.solicitor, ROLE.brandAdmin, ROLE.simple]) {
      expect(mayUploadTo({ role }, { isSeller: false })).toBe(false);
    }
    // An agent who also sells this property uploads as its seller.
    expect(mayUploadTo({ role: ROLE.agent }, { isSeller: true })).toBe(true);
  });
});

describe('file names', () => {
  it('keeps the last path segment only, whichever separator', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\me\\Deeds.pdf')).toBe('Deeds.pdf');
  });
  it('drops control and direction-override characters and leading dots', () => {
    expect(sanitiseFileName('a\u0000b\u0007c\u202e.pdf')).toBe('abc.pdf');
    expect(sanitiseFileName('...hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('line\nbreak.png')).toBe('line break.png');
  });
  it('names an empty result "document" and shortens long names keeping the extension', () => {
    expect(sanitiseFileName('\u0000/')).toBe('document');
    const long = sanitiseFileName(`${'é'.repeat(200)}.pdf`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('é.pdf')).toBe(true);
  });
  it('lists a file without its extension and stores it with the extension its content has', () => {
    expect(nameWithoutExtension('Title deeds.v2.pdf')).toBe('Title deeds.v2');
    expect(nameWithoutExtension('README')).toBe('README');
    expect(storedFileName('photo.exe', 'png')).toBe('photo.png');
    expect(storedFileName('photo.JPEG', 'jpeg')).toBe('photo.jpg');
  });
});

describe('kinds and limits', () => {
  it('accepts png, jpg and pdf by default, by detected content type', () => {
    expect(kindOfContent('image/png', DEFAULT_UPLOAD_KINDS)).toBe('png');
    expect(kindOfContent('image/jpeg', DEFAULT_UPLOAD_KINDS)).toBe('jpg');
    expect(kindOfContent('application/pdf', DEFAULT_UPLOAD_KINDS)).toBe('pdf');
    expect(kindOfContent('video/mp4', DEFAULT_UPLOAD_KINDS)).toBeNull();
    expect(kindOfContent('video/mp4', [...DEFAULT_UPLOAD_KINDS, 'mp4'])).toBe('mp4');
    expect(kindOfContent(null, DEFAULT_UPLOAD_KINDS)).toBeNull();
  });
  it('says the kinds and the limit in words', () => {
    expect(describeKinds(DEFAULT_UPLOAD_KINDS)).toBe('PNG, JPG or PDF');
    expect(describeKinds(['pdf'])).toBe('PDF');
    expect(describeBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(describeBytes(64 * 1024)).toBe('64 KB');
  });
});

describe('a file whose contents are refused', () => {
  it('is told its contents are not what its name says when the name is an accepted kind', () => {
    expect(kindOfName('Lease.PDF', DEFAULT_UPLOAD_KINDS)).toBe('pdf');
    expect(kindOfName('photo.jpeg', DEFAULT_UPLOAD_KINDS)).toBe('jpg');
    expect(kindOfName('notes.txt', DEFAULT_UPLOAD_KINDS)).toBeNull();
    expect(kindOfName('no extension', DEFAULT_UPLOAD_KINDS)).toBeNull();
    expect(refusedContentMessage('Lease.PDF', DEFAULT_UPLOAD_KINDS)).toBe(
      'Lease.PDF is named as a PDF file (.PDF), but what is inside is not a PDF: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a PNG, JPG or PDF, then upload that.',
    );
  });

  it('is told the kinds accepted when its name claims none of them', () => {
    expect(refusedContentMessage('notes.txt', DEFAULT_UPLOAD_KINDS)).toBe(
      'notes.txt is not a file type we accept. Please upload PNG, JPG or PDF.',
    );
    // A kind the vault does not take here is no claim: .docx when only PDFs are taken.
    expect(refusedContentMessage('Lease.docx', ['pdf'])).toBe(
      'Lease.docx is not a file type we accept. Please upload PDF.',
    );
  });
});
