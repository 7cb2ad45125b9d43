/** @jest-environment jsdom */
import { authStorageKey } from './auth-storage';
import { createSessionStorage } from './supabase';

describe('session storage of the Supabase client', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered session in localStorage', () => {
    const storage = createSessionStorage();
    storage.remember(true);
    storage.setItem(authStorageKey, 'session');
    expect(localStorage.getItem(authStorageKey)).toBe('session');
    expect(sessionStorage.getItem(authStorageKey)).toBeNull();
  });

  it('keeps a session that is not remembered in sessionStorage only', () => {
    const storage = createSessionStorage();
    storage.remember(false);
    storage.setItem(authStorageKey, 'session');
    expect(sessionStorage.getItem(authStorageKey)).toBe('session');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    expect(storage.getItem(authStorageKey)).toBe('session');
  });

  it('keeps a session found in sessionStorage there after a reload, and removes from both', () => {
    sessionStorage.setItem(authStorageKey, 'old');
    const storage = createSessionStorage();
    storage.setItem(authStorageKey, 'refreshed');
    expect(sessionStorage.getItem(authStorageKey)).toBe('refreshed');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
    storage.removeItem(authStorageKey);
    expect(storage.getItem(authStorageKey)).toBeNull();
  });
});
