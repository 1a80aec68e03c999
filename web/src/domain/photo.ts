/**
 * Whether a member's `imagen` names a photo: empty, or '?…' on the wire, means none. The app's
 * photo (components/member-photo.tsx) and the boot script's initials (session/stored-form.ts) both
 * read it so; ES2017 without `?.`, since the boot script runs it too.
 */
export const hasPhoto = (imagen: unknown): imagen is string =>
  typeof imagen === 'string' && imagen !== '' && imagen.charAt(0) !== '?';
