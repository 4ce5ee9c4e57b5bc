export { API_PREFIX, type ApiMeta, type ApiRequest, type ApiResult, apiRequest } from './http/api-client';
export { type ApiFailure, NETWORK_FAILURE, failureFromText } from './http/api-failure';
export { failedWith, failureText, isApiFailure } from './http/failure-text';
export { apiBaseQuery } from './http/base-query';
export { type FocusTrapOptions, useFocusTrap } from './focus-trap/use-focus-trap';
export { type Step, Steps } from './steps/Steps';
export { NotFoundScreen } from './not-found/NotFoundScreen';
