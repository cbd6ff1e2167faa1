/**
 * The endpoint catalog: every endpoint of the three specification documents, declared once.
 * @packageDocumentation
 */
export { ENDPOINTS } from './endpoints.js';
export { findEndpoint } from './findEndpoint.js';
export { defineEndpoint } from './defineEndpoint.js';
export { invokeEndpoint, type EndpointOutcome, type InvokeEndpointOptions, type DataMode } from './invokeEndpoint.js';
export { prepareEndpointCall, type PreparedCall, type PrepareEndpointCallOptions } from './prepareEndpointCall.js';
export { PORT_NAMES, PORT_DESCRIPTIONS, type Ports, type PortName } from './ports.js';
export { problemFromError, PROBLEM_TYPE_BASE, type ProblemDocument } from './problemFromError.js';
export type { EndpointDefinition, EngineContext, PrecheckContext, CreditType, Domain, DomainLanguage } from './types.js';
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
