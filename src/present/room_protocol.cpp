#include "present/room_protocol.h"

namespace cubilete {

const TypeSchema& room_message_schema() {
  static const TypeSchema schema = union_schema<RoomMessage>("RoomMessage");
  return schema;
}

}  // namespace cubilete
