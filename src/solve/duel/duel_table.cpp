#include "solve/duel/duel_table.h"

namespace cubilete::solve {

DuelTable::DuelTable(const DuelSpace& space, std::vector<double> values, int first_layer)
    : space_(&space), first_layer_(first_layer), base_(space.layer_begin(first_layer)) {
  auto owned = std::make_shared<std::vector<double>>(std::move(values));
  doubles_ = owned->data();
  owner_ = std::move(owned);
}

DuelTable::DuelTable(const DuelSpace& space, std::vector<float> values, int first_layer)
    : space_(&space), first_layer_(first_layer), base_(space.layer_begin(first_layer)) {
  auto owned = std::make_shared<std::vector<float>>(std::move(values));
  floats_ = owned->data();
  owner_ = std::move(owned);
}

DuelTable::DuelTable(const DuelSpace& space, std::shared_ptr<const void> owner, const float* data)
    : space_(&space), owner_(std::move(owner)), floats_(data) {}

}  // namespace cubilete::solve
