import { Navigate, useParams } from 'react-router';

/**
 * /training/:moduleId — the older link form; replaces itself with the canonical
 * /training/module/:moduleId (DESIGN decision 10).
 */
export function TrainingModuleRedirect() {
  const { moduleId = '' } = useParams();
  return <Navigate to={`/training/module/${encodeURIComponent(moduleId)}`} replace />;
}
