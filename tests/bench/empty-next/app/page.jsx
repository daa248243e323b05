export default function Page() {
  return (
    <main>
      <h1>Empty Next page</h1>
      <p>Nothing here but what Next and React send with every page.</p>
    </main>
  );
}
