export { API_PREFIX, type ApiRequest, type ApiResult, apiRequest } from './http/api-client';
export { type ApiFailure, NETWORK_FAILURE, failedWith, failureText, isApiFailure } from './http/api-failure';
export { apiBaseQuery } from './http/base-query';
export { type FocusTrapOptions, useFocusTrap } from './focus-trap/use-focus-trap';
export { type Step, type StepsClasses, Steps } from './steps/Steps';
