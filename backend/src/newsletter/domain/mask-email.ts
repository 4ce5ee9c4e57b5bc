/** 'jane@example.com' -> 'j•••@example.com': enough for a person to recognise their own address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...email.slice(0, at)][0]}•••${email.slice(at)}`;
}
