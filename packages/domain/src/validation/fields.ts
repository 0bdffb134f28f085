import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { LIMITS } from './limits';

// Field rules more than one form uses.

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = (required: string, invalid: string) =>
  yup.string().trim().required(required).max(LIMITS.emailMax, invalid).matches(EMAIL_RE, invalid);

export const newPassword = () =>
  yup.string().required(M.pleaseInputPassword).max(LIMITS.passwordMax, M.passwordMax);

export const confirmOf = (field: string) =>
  yup
    .string()
    .required(M.pleaseConfirmPassword)
    .max(LIMITS.passwordMax, M.passwordMax)
    // A test rather than oneOf: yup checks oneOf before required, and the empty field must say so.
    .test('matches', M.passwordsInconsistent, function matches(value) {
      return !value || value === this.parent[field];
    });
