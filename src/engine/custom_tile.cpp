#include "custom_tile.h"

namespace carc {

json customTileJson(const CustomTileSpec& spec) {
  json j = {{"id", spec.id}};
  return j;
}

}  // namespace carc
