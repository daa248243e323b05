export { roleOf, UserType, type Role } from "./roles.ts";
