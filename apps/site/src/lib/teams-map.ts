import { createHash } from "node:crypto";
import { geoNaturalEarth1, geoPath } from "d3-geo";
import countries from "i18n-iso-countries";
import { countryShapes } from "./world-shapes.ts";

const shapes = countryShapes("110m");

const WIDTH = 960;
const HEIGHT = 500;
const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], shapes);
const path = geoPath(projection).digits(1);
// The outlines never change; only the highlighting does, so the paths are computed once.
const outlines = shapes.features
  .filter((shape) => shape.properties.name !== "Antarctica")
  .map((shape) => ({ id: String(shape.id), d: path(shape) ?? "" }));

/**
 * A world map as SVG with the participating countries highlighted (ISO alpha-2 codes).
 * Drawn on the server: no map library reaches the browser.
 */
export function teamsMapSvg(participating: string[], title: string): string {
  const highlighted = new Set(participating.map((code) => countries.alpha2ToNumeric(code)).filter(Boolean));
  const paths = outlines
    .map(({ id, d }) => `<path d="${d}"${highlighted.has(id) ? ' class="on"' : ""}/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>${escapeXml(title)}</title><style>path{fill:#d7e0e8;stroke:#fff;stroke-width:.5}.on{fill:#0e6e5c}</style>${paths}</svg>`;
}

/**
 * The map as it is drawn into WebP: a picture has no accessible name of its own (the page's alt
 * text names it), so one untitled drawing serves both languages.
 */
export const teamsMapDrawing = (participating: string[]) => teamsMapSvg(participating, "");

/**
 * A short hash of a drawing: it changes whenever the picture does, so an address that carries it
 * can be kept for good.
 */
export const drawingVersion = (drawing: string) =>
  createHash("sha256").update(drawing).digest("hex").slice(0, 12);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
