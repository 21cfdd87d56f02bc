// Filled in once the engine's culture type lands (issue 25 item 1).
export const libraryCulture = {};
