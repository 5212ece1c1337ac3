import { useCallback } from 'react';
import { useNavigate } from '../router/hash-router';
import { backTarget } from '../router/navigation-rules';

/** The back button of spec §2: one page in the stack → home, otherwise back. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    const target = backTarget(state?.idx);
    if (target.kind === 'home') {
      navigate(target.path, { replace: true });
    } else {
      navigate(-1);
    }
  }, [navigate]);
}
