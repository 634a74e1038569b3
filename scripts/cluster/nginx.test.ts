// The cluster's nginx runs deploy/nginx.conf itself, rendered by substitution: the compose file's
// upstream and port become the cluster's, and nothing else changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteConfig } from './nginx.ts';

const conf = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

describe('deploy/nginx.conf rendered for the cluster', () => {
  it('lists both instances twice with the same server parameters and listens on the cluster port', () => {
    const rendered = renderSiteConfig(conf, 5390, ['127.0.0.1:5391', '127.0.0.1:5392']);
    // Then again as backups: a request refused by one and reset by the other may try each again.
    expect(rendered).toContain(
      '  server 127.0.0.1:5391 max_fails=0;\n  server 127.0.0.1:5392 max_fails=0;\n' +
        '  server 127.0.0.1:5391 max_fails=0 backup;\n  server 127.0.0.1:5392 max_fails=0 backup;\n}',
    );
    expect(rendered).toContain('listen 127.0.0.1:5390;');
    expect(rendered).not.toContain('app:3000');
    const untouched = (text: string) => text.split('\n').filter((l) => !/server |listen /.test(l));
    expect(untouched(rendered)).toEqual(untouched(conf));
  });

  it('passes the request id and replays a sent POST only when it carries an Idempotency-Key', () => {
    expect(conf.match(/proxy_set_header X-Request-Id \$request_id;/g)).toHaveLength(3);
    expect(conf).toMatch(/^proxy_next_upstream error timeout;$/m);
    // The one place that may replay a sent POST is internal, reached only by a keyed request.
    const replaying = [...conf.matchAll(/location (\S+) \{([^}]*)\}/g)].filter(([, , body]) =>
      /proxy_next_upstream[^;]*non_idempotent/.test(body!),
    );
    expect(replaying.map(([, name]) => name)).toEqual(['/keyed-write/']);
    expect(replaying[0]![2]).toMatch(/^\s*internal;$/m);
    expect(conf).toMatch(/if \(\$http_idempotency_key\) \{\s*rewrite \^ \/keyed-write\$uri last;\s*\}/);
  });

  it('refuses a configuration whose upstream it cannot find', () => {
    expect(() => renderSiteConfig(conf.replaceAll('app:3000', 'web:8080'), 5390, ['x:1'])).toThrow(/update scripts/);
  });
});
