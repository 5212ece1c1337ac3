import { useCallback } from 'react';
import { stackIndex } from '../router/hash-location';
import { useNavigate } from '../router/hash-router';
import { backTarget } from '../router/navigation-rules';

/** The back button of spec §2: one page in the stack → home, otherwise back. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = backTarget(stackIndex());
    if (target.kind === 'home') {
      navigate(target.path, { replace: true });
    } else {
      navigate(-1);
    }
  }, [navigate]);
}
