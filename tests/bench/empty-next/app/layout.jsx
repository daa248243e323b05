// The smallest App Router page, built and audited beside the site by bench:site: the floor that
// React and Next's own runtime set for Lighthouse and JavaScript size on the same host.
export const metadata = { title: "Empty Next page", description: "The reference page of bench:site." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
