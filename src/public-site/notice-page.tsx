/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// The page a reader meets instead of a league's: not available (404) or a wrong filter (400).
export function NoticePage(props: { heading: string; message: string }) {
  return (
    <div class="ps-site">
      <main id="main" class="ps-main">
        <h1>{props.heading}</h1>
        <p class="ps-lead">{props.message}</p>
        <p>
          <a href="/">Go to Tempo</a>
        </p>
      </main>
    </div>
  );
}
