// The page API (window.carcassonne, web/page_api.js) answers about the app's table.
#pragma once
#include "render/app/views.h"
#include "render/table/table.h"

namespace carc::render {
void servePageApi(Table& table, Views& views);
}  // namespace carc::render
