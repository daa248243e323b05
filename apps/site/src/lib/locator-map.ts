import { geoBounds, geoMercator, geoPath } from "d3-geo";
import { countryShapes } from "./world-shapes.ts";

/**
 * A small locator map of Saudi Arabia and its neighbours around the Gulf, drawn once on the
 * server (no map library or tile server reaches the browser). Only the marker moves with the
 * venue, so the outlines are computed when the module loads.
 */
export const LOCATOR_WIDTH = 320;
export const LOCATOR_HEIGHT = 260;

/** What the map frames, in degrees: the Kingdom from the Red Sea to the Gulf. */
const FRAME = { west: 34, east: 57.5, south: 15.5, north: 32.8 };
const SAUDI_ARABIA = "682";

const shapes = countryShapes("50m");
const projection = geoMercator()
  .fitExtent(
    [
      [0, 0],
      [LOCATOR_WIDTH, LOCATOR_HEIGHT],
    ],
    {
      type: "MultiPoint",
      coordinates: [
        [FRAME.west, FRAME.south],
        [FRAME.east, FRAME.north],
      ],
    },
  )
  .clipExtent([
    [0, 0],
    [LOCATOR_WIDTH, LOCATOR_HEIGHT],
  ]);
// Whole pixels: at this size finer coordinates only add bytes to every page that shows the map.
const path = geoPath(projection).digits(0);

const inFrame = (shape: (typeof shapes.features)[number]) => {
  const [[west, south], [east, north]] = geoBounds(shape);
  return east >= FRAME.west && west <= FRAME.east && north >= FRAME.south && south <= FRAME.north;
};

/** The countries in the frame as SVG path data; Saudi Arabia is marked to be highlighted. */
export const locatorOutlines = shapes.features.filter(inFrame).map((shape) => ({
  id: String(shape.id),
  d: path(shape) ?? "",
  home: String(shape.id) === SAUDI_ARABIA,
}));

/** Where a point (degrees) falls on the map, or null when it is outside the frame. */
export function locatorPoint(lat: number, lon: number): { x: number; y: number } | null {
  if (lon < FRAME.west || lon > FRAME.east || lat < FRAME.south || lat > FRAME.north) return null;
  const [x, y] = projection([lon, lat]) ?? [Number.NaN, Number.NaN];
  return Number.isFinite(x) && Number.isFinite(y) ? { x: Math.round(x), y: Math.round(y) } : null;
}
