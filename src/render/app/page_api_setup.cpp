// The page API's calls for setting up a game in words (web/shell/mirror_setup.js): what the New game
// dialog offers, read from the dialog's own code, so the page's form and the dialog never disagree.
#include "render/app/page_api_calls.h"
#include "render/game/new_game.h"

namespace carc::render::pageapi {

// {players: {fewest, most, shown}, seats, kinds, sets, seed, asks}: docs/formats.md §4.
json newGameChoices(Table& s, Views&, const json&) { return NewGameDialog::choices(s); }

}  // namespace carc::render::pageapi
