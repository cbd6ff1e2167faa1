/**
 * The HTTP adapter: a Hono app generated from the endpoint catalog.
 * @packageDocumentation
 */
export { createApp, type CreateAppOptions } from './createApp.js';
