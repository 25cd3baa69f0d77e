/** The browser tab's title for the page shown; React 19 hoists `<title>` into `<head>`. */
export function DocumentTitle({ title }: { title: string }) {
  // One string child: React warns when a title has several text children.
  return <title>{`${title} · FieldSense`}</title>;
}
