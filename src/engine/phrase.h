// N_("..."): an English phrase that is translated where it is shown, not where it is written
// (a list of directions, a column title, a rule's reason). It changes nothing; it tells
// xgettext (tests/i18n, with the project's keywords) that the text is a phrase for the
// translators, as gettext's own N_ does.
#pragma once

#define N_(english) english
