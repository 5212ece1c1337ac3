import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestRouter } from '../test-support/test-router';
import { navigateHash, stackIndex, startHashStack } from './hash-location';
import { Link, navigateOutside, useNavigate, usePath, useSearchParams } from './hash-router';

function Probe() {
  const path = usePath();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="path">{path}</output>
      <output data-testid="keyword">{params.get('keyword') ?? ''}</output>
      <Link to="/pages/goods/list?typeId=3">List</Link>
      <button type="button" onClick={() => setParams({ keyword: '100%25 手机' }, { replace: true })}>
        Search
      </button>
      <button type="button" onClick={() => navigate('/pages/goods/detail?id=7')}>
        Detail
      </button>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(cleanup);

describe('the app’s hash router', () => {
  it('keeps page and query inside the hash, each push one deeper in the stack', () => {
    render(
      <TestRouter path="/pages/goods/search?keyword=a">
        <Probe />
      </TestRouter>,
    );
    expect(text('path')).toBe('/pages/goods/search');
    expect(text('keyword')).toBe('a');
    expect(stackIndex()).toBe(0);
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).toBe(
      '#/pages/goods/list?typeId=3',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Detail' }));
    expect(window.location.hash).toBe('#/pages/goods/detail?id=7');
    // The goods a detail shows, where the server can read it (`?goods=`).
    expect(window.location.search).toBe('?goods=7');
    expect(text('path')).toBe('/pages/goods/detail');
    expect(stackIndex()).toBe(1);

    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(window.location.hash).toBe('#/pages/goods/list?typeId=3');
    expect(window.location.search).toBe('');
    expect(stackIndex()).toBe(2);
  });

  it("writes a goods detail's goods before the hash, keeping the page's other parameters", () => {
    window.history.replaceState(null, '', '/?from=mail&goods=3#/pages/goods/detail?spec=2&id=12');
    startHashStack();
    expect(window.location.search).toBe('?from=mail&goods=12');
    expect(stackIndex()).toBe(0);
    act(() => navigateHash('/pages/goods/detail?id=012'));
    // Not a goods id as the server takes it: nothing written for it.
    expect(window.location.search).toBe('?from=mail');
    act(() => navigateHash('/pages/goods/detail?xid=5&id=40', { replace: true }));
    expect(window.location.search).toBe('?from=mail&goods=40');
    expect(window.location.hash).toBe('#/pages/goods/detail?xid=5&id=40');
    act(() => navigateHash('/pages/index/home'));
    expect(window.location.href).toBe('http://localhost:3000/?from=mail#/pages/index/home');
    // A query without goods is left as written while no goods comes or goes.
    window.history.replaceState(null, '', '/?flag&q=a%20b#/pages/index/my');
    startHashStack();
    act(() => navigateHash('/pages/user/set'));
    expect(window.location.search).toBe('?flag&q=a%20b');
    // Opened at no page: the address is left as it is.
    window.history.replaceState(null, '', '/?goods=5');
    startHashStack();
    expect(window.location.href).toBe('http://localhost:3000/?goods=5');
  });

  it('rewrites the query in place with replace, and reads a value back as it was written', () => {
    render(
      <TestRouter path="/pages/goods/search">
        <Probe />
      </TestRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(stackIndex()).toBe(0);
    expect(text('path')).toBe('/pages/goods/search');
    // `%25` stays `%25`: the query is parsed as written, not decoded twice.
    expect(text('keyword')).toBe('100%25 手机');
  });

  it('follows the address when it changes outside the router (back, forward, a typed hash)', () => {
    render(
      <TestRouter path="/">
        <Probe />
      </TestRouter>,
    );
    act(() => {
      window.history.pushState(null, '', '#/pages/user/lang');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(text('path')).toBe('/pages/user/lang');
    // An entry the app did not write has no place in its stack: back then goes home.
    expect(stackIndex()).toBeUndefined();
    // A goods detail typed into the address bar: its goods is written before the hash, and goes
    // again when another page is typed.
    for (const [hash, search] of [
      ['#/pages/goods/detail?id=8', '?goods=8'],
      ['#/pages/index/my', ''],
    ]) {
      act(() => {
        window.history.pushState(null, '', hash);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(window.location.search).toBe(search);
      expect(window.location.hash).toBe(hash);
    }
    expect(text('path')).toBe('/pages/index/my');
  });

  it('navigates from outside React over the current entry', () => {
    render(
      <TestRouter path="/pages/index/my">
        <Probe />
      </TestRouter>,
    );
    act(() => navigateHash('/pages/user/set'));
    expect(stackIndex()).toBe(1);
    act(() => navigateOutside('/pages/user/login'));
    expect(text('path')).toBe('/pages/user/login');
    expect(stackIndex()).toBe(1);
  });
});
