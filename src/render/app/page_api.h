// The page API (window.carcassonne, web/page_api.js) answers about the app's table.
#pragma once
#include <string>

#include "render/app/views.h"
#include "render/table/table.h"

namespace carc::render {

class PageApi {
 public:
  // Serves the table and its windows from now on: the shell may call before the app starts
  // (state() polled while loading).
  PageApi(Table& table, Views& views);
  // {"call": "...", "arg": ...} -> {"ok": true, "result": ...} or {"ok": false, "error": "..."}; the
  // reply stays valid until the next call.
  const char* call(const char* request);
  // The Rules window's demo list (assets/scenarios/index.json), fetched by the page when asked.
  void setDemoIndex(const char* text);

 private:
  Table& table_;
  Views& views_;
  std::string reply_;
};

PageApi& pageApi();  // the page's one page API, the app's (app.cpp)

}  // namespace carc::render
