#include "present/client_requests.h"

namespace cubilete {

const TypeSchema& room_client_message_schema() {
  static const TypeSchema schema = union_schema<RoomClientMessage>("RoomClientMessage");
  return schema;
}

const TypeSchema& lobby_client_message_schema() {
  static const TypeSchema schema = union_schema<LobbyClientMessage>("LobbyClientMessage");
  return schema;
}

}  // namespace cubilete
