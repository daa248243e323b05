import { createRequire } from "node:module";
import type { FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";

const require = createRequire(import.meta.url);
// Named one by one, so the bundler takes these two files and not the 1:10m one.
const topologies = {
  "110m": () => require("world-atlas/countries-110m.json") as Topology,
  "50m": () => require("world-atlas/countries-50m.json") as Topology,
};

/**
 * The world's countries from Natural Earth (`world-atlas`), at 1:110m (the world map) or 1:50m
 * (a close-up, where the coast must not look jagged). Feature ids are ISO 3166-1 numeric codes.
 */
export function countryShapes(scale: "110m" | "50m"): FeatureCollection<Geometry, { name: string }> {
  const world = topologies[scale]();
  return feature(world, world.objects.countries!) as unknown as FeatureCollection<Geometry, { name: string }>;
}
