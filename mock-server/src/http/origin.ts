/** WEB_URL reduced to its origin ('http://localhost:5173'), as browsers send it in `Origin`. */
export function webOrigin(webUrl: string): string {
  try {
    return new URL(webUrl).origin;
  } catch {
    return webUrl.replace(/\/+$/, '');
  }
}
