// A honeypot field for public forms: invisible to people (and skipped by keyboard and
// screen readers), but form-filling bots fill it. Its name looks like a field worth
// filling; autocomplete is off so browsers never fill it for a person.
export const HONEYPOT_FIELD = "website_address";
export const HONEYPOT_MESSAGE =
  "Ihre Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.";
