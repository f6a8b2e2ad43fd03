// A socket's frame as JSON: the room's and the lobby's readers start here, and anything that is
// not JSON is no message (undefined), never an exception in the socket's handler.
export function frameJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
