/** A variable set wrongly: the start stops with its message, which names the variable. */
export class ConfigError extends Error {}
