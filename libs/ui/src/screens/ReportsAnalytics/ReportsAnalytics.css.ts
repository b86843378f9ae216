// The page's frame is the dashboards' (theme/layout.css.ts).
export {
  pageStack as root,
  sectionStack as content,
  pageLoading as loading,
} from '../../theme/layout.css';
