// The HTML an organiser pastes into a club's page to show an embed. The title (the league's
// name) is the organiser's text, so it is escaped for the attribute it sits in.

function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function embedSnippet({
  src,
  title,
  height,
}: {
  src: string;
  title: string;
  height: number;
}): string {
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
