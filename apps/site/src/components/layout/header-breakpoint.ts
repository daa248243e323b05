/**
 * From this width the header is one bar with every control; below it, a phone header with a
 * menu button. The CSS repeats the value (media queries cannot read variables): keep them equal.
 */
export const wideHeader = "(width >= 64rem)";
