import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineIcon, svgDataUrl } from './inline-icon.ts';
import { hookOf } from './plugin-hooks.ts';

describe('svgDataUrl', () => {
  it('escapes what a data: URL in a double-quoted attribute needs, and only that', () => {
    const url = svgDataUrl('<svg fill="#e8590c" d="M2 32h60"><p>50%</p></svg>\n');
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg fill='%23e8590c' d='M2 32h60'%3E%3Cp%3E50%25%3C/p%3E%3C/svg%3E",
    );
    // A browser reads it back as the picture.
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      "<svg fill='#e8590c' d='M2 32h60'><p>50%</p></svg>",
    );
  });
});

describe('inlineIcon', () => {
  it("puts the public folder's favicon.svg in the page in place of its link", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-icon-'));
    try {
      fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg><circle r="1"/></svg>');
      const transform = hookOf(inlineIcon(publicDir), 'transformIndexHtml');
      const html = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
      expect(await transform(html, {} as never)).toBe(
        `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%3E%3Ccircle r='1'/%3E%3C/svg%3E" />`,
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
