// The person's name, remembered between visits (it is only a label at the table).
const KEY = 'cubilete.name';

export function loadName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(KEY, name.trim());
  } catch {
    // storage forbidden: the name is asked again next time
  }
}
