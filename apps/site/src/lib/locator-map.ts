import { geoBounds, geoMercator, geoPath } from "d3-geo";
import { countryShapes } from "./world-shapes.ts";

/**
 * A small locator map around the venue, drawn on the server (no map library or tile server
 * reaches the browser): the coast and the neighbouring countries about 170 km around it, with
 * the venue in the middle. The whole Kingdom would put Jubail in a corner and tell a visitor
 * nothing about where the venue is (walk-through M3).
 */
export const LOCATOR_WIDTH = 320;
export const LOCATOR_HEIGHT = 260;

/** Half the frame, in degrees around the venue (about 180 km east–west, 150 km north–south). */
const HALF_SPAN = { lon: 1.8, lat: 1.35 };
const SAUDI_ARABIA = "682";

const shapes = countryShapes("50m");

export interface LocatorMap {
  /** The countries in the frame as SVG path data; Saudi Arabia is marked to be highlighted. */
  outlines: Array<{ id: string; d: string; home: boolean }>;
  /** Where the venue falls on the map (its middle). */
  marker: { x: number; y: number };
}

/** The map around a point (degrees). One venue at a time: the last one drawn is kept. */
export function locatorMap(lat: number, lon: number): LocatorMap {
  const key = `${lat},${lon}`;
  if (last?.key !== key) last = { key, map: draw(lat, lon) };
  return last.map;
}
let last: { key: string; map: LocatorMap } | undefined;

function draw(lat: number, lon: number): LocatorMap {
  const frame = {
    west: lon - HALF_SPAN.lon,
    east: lon + HALF_SPAN.lon,
    south: lat - HALF_SPAN.lat,
    north: lat + HALF_SPAN.lat,
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [0, 0],
        [LOCATOR_WIDTH, LOCATOR_HEIGHT],
      ],
      {
        type: "MultiPoint",
        coordinates: [
          [frame.west, frame.south],
          [frame.east, frame.north],
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
    return east >= frame.west && west <= frame.east && north >= frame.south && south <= frame.north;
  };
  const [x, y] = projection([lon, lat]) ?? [LOCATOR_WIDTH / 2, LOCATOR_HEIGHT / 2];
  return {
    outlines: shapes.features
      .filter(inFrame)
      .map((shape) => ({
        id: String(shape.id),
        d: path(shape) ?? "",
        home: String(shape.id) === SAUDI_ARABIA,
      }))
      .filter((outline) => outline.d),
    marker: { x: Math.round(x), y: Math.round(y) },
  };
}
