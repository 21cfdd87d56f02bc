export {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  allowedAttributes,
  DROPPED_WITH_CONTENT,
  isOffSiteHref,
  isSafeHref,
} from './allowedHtml';
