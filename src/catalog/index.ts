/**
 * The endpoint catalog: every endpoint of the three specification documents, declared once.
 * @packageDocumentation
 */
export { ENDPOINTS } from './endpoints.js';
export { findEndpoint } from './findEndpoint.js';
export { defineEndpoint } from './defineEndpoint.js';
export { invokeEndpoint, type EndpointOutcome } from './invokeEndpoint.js';
export { problemFromError, PROBLEM_TYPE_BASE, type ProblemDocument } from './problemFromError.js';
export type { EndpointDefinition, EngineContext, CreditType, Domain } from './types.js';
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
