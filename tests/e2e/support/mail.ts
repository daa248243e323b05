// Where the browser tests' server sends mail: an SMTP peer the mail tests start on a fixed
// port beside the site's (its port + 1000), and the organizers' address contact mails go to.
export const smtpPeerPort = (sitePort: number) => sitePort + 1000;
export const e2eOrganizerEmail = "organizers@wro.test";
