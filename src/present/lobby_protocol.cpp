#include "present/lobby_protocol.h"

namespace cubilete {

const TypeSchema& lobby_message_schema() {
  static const TypeSchema schema = union_schema<LobbyMessage>("LobbyMessage");
  return schema;
}

}  // namespace cubilete
