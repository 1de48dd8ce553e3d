export { StudioActionButton } from './action-button';
// What the studio and every section's studio pages share (one copy on the studio's page: a federation singleton).
export { apiUrl, studioApi, StudioApiError, useApiAt } from './api-client';
export { studioAuthProvider } from './auth-provider';
export { ContentEdit, PendingRevisionNotice } from './content-edit';
export { CardPreview, ContentSummary } from './content-summary';
export { studioDataProvider, type ResourceApi } from './data-provider';
export { downloadFromApi } from './download';
export { StudioRows, useDetailLink } from './detail-link';
export { StudioImageInput } from './image-input';
export { publishedRecordFilters, toIso } from './list-filters';
export { StudioLoginPage } from './login-page';
export { NumberSetting } from './number-setting';
export { PUBLICATION_LABELS, PublicationControls, PublicationField } from './publication-controls';
export type { StudioResource, StudioSection } from './section';
export { TitleAndDescriptionInputs } from './text-inputs';
export { useStudioCall } from './use-studio-call';
